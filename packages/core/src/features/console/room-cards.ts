import { parseRoomList } from '../hotel/hotel-rules';

export type RoomCards =
  | { ok: true; rooms: string[] }
  | { ok: false; message: 'room.cards_invalid' | 'room.cards_too_many' | 'room.room_required' };

/**
 * The rooms a card sheet prints, from what the operator types ("101-120, 201, Suite Mar"):
 * every entry must be a room or a range, and the sheet holds at most MAX_ROOM_CARDS rooms
 * (the server builds it in memory). The console checks before asking; the server again.
 */
export function roomCardsOf(text: string): RoomCards {
  const list = parseRoomList(text);
  if (list.invalid.length > 0) return { ok: false, message: 'room.cards_invalid' };
  if (list.truncated) return { ok: false, message: 'room.cards_too_many' };
  if (list.rooms.length === 0) return { ok: false, message: 'room.room_required' };
  return { ok: true, rooms: list.rooms };
}
