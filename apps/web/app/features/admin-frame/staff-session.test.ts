import { describe, expect, it } from 'vitest';
import { readStaffSession, type StaffSession, staffSessionCookie } from './staff-session.server';

const session: StaffSession = {
  id: 7,
  eml: 'sales@example.gr',
  nm: 'Μαρία',
  role: 'SalesPerson',
  lang: 'el',
  at: 'header.payload.signature',
  exp: Date.parse('2026-11-24T12:30:00Z'),
};
const now = Date.parse('2026-11-24T12:00:00Z');

function requestWith(setCookie: string): Request {
  const pair = setCookie.split(';')[0] ?? '';
  return new Request('http://shop.test/en/admin', { headers: { cookie: `XSRF-TOKEN=x; ${pair}` } });
}

describe('staff session cookie', () => {
  it('is HttpOnly, SameSite=Strict and lasts as long as the token', () => {
    const cookie = staffSessionCookie(session, now);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Max-Age=1800');
    expect(cookie).toContain('Path=/');
  });

  it('reads back what it wrote while the token lives, and nothing once it has expired', () => {
    const request = requestWith(staffSessionCookie(session, now));
    expect(readStaffSession(request, now)).toEqual(session);
    expect(readStaffSession(request, session.exp + 1)).toBeNull();
  });

  it('ignores a cookie that is no session: tampered, another role, missing fields', () => {
    const forge = (value: unknown) =>
      new Request('http://shop.test/en/admin', {
        headers: { cookie: `staff_session=${Buffer.from(JSON.stringify(value)).toString('base64url')}` },
      });
    expect(readStaffSession(forge({ ...session, role: 'Owner' }), now)).toBeNull();
    expect(readStaffSession(forge({ ...session, at: undefined }), now)).toBeNull();
    expect(
      readStaffSession(new Request('http://shop.test/', { headers: { cookie: 'staff_session=%%%' } }), now),
    ).toBeNull();
    expect(readStaffSession(new Request('http://shop.test/'), now)).toBeNull();
  });

  it('is removed by an expired cookie of the same name and path', () => {
    expect(staffSessionCookie(null)).toMatch(/^staff_session=; Max-Age=0; Path=\/; HttpOnly/);
  });
});
