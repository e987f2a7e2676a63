import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../testing/issues';
import { guestSignupRequestSchema } from './schemas';

const signup = {
  token: 'qr-hotel-arts-7f3a',
  name: 'Ana Pons',
  room: '204',
  phone: '+34600112233',
  terms_accepted: true,
};

describe('POST guests/signup', () => {
  it('takes the QR token, a name, the room and a phone or an email', () => {
    expect(guestSignupRequestSchema.parse({ ...signup, room: ' Suite 12-B ' })).toEqual({
      ...signup,
      room: 'Suite 12-B',
    });
    expect(
      guestSignupRequestSchema.safeParse({ ...signup, phone: '+34 600 11 22 33' }).success,
    ).toBe(true);
    expect(
      guestSignupRequestSchema.parse({ ...signup, phone: '', email: ' Ana@Example.com ' }).email,
    ).toBe('ana@example.com');
  });

  it('needs a phone or an email to find the guest again', () => {
    const result = guestSignupRequestSchema.safeParse({ ...signup, phone: '', email: '' });
    expect(result.error?.issues.map((item) => [item.path.join('.'), item.message])).toEqual([
      ['phone', 'guest.contact_required'],
    ]);
  });

  it('needs the room, with the hotel message, and accepted terms', () => {
    expect(
      issuesByField(
        guestSignupRequestSchema.safeParse({ ...signup, room: '', terms_accepted: false }),
      ),
    ).toEqual({
      room: 'ride.guest_name_required',
      terms_accepted: 'validation.terms_required',
    });
    expect(guestSignupRequestSchema.safeParse({ ...signup, room: '<b>1</b>' }).success).toBe(false);
  });
});
