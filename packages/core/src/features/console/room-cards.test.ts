import { describe, expect, it } from 'vitest';
import { MAX_ROOM_CARDS } from '../hotel/hotel-rules';
import { roomCardsOf } from './room-cards';

describe('roomCardsOf', () => {
  it('takes rooms and ranges in the order typed, once each', () => {
    expect(roomCardsOf('101-103, 201\n102; Suite Mar')).toEqual({
      ok: true,
      rooms: ['101', '102', '103', '201', 'Suite Mar'],
    });
  });

  it('refuses an entry that is neither a room nor a range', () => {
    expect(roomCardsOf('101, 12<b>')).toEqual({ ok: false, message: 'room.cards_invalid' });
    expect(roomCardsOf('120-101')).toEqual({ ok: false, message: 'room.cards_invalid' });
  });

  it('refuses more rooms than a sheet holds, and none at all', () => {
    expect(roomCardsOf(`1-${MAX_ROOM_CARDS}`).ok).toBe(true);
    expect(roomCardsOf(`1-${MAX_ROOM_CARDS + 1}`)).toEqual({
      ok: false,
      message: 'room.cards_too_many',
    });
    expect(roomCardsOf(' , ;')).toEqual({ ok: false, message: 'room.room_required' });
  });
});
