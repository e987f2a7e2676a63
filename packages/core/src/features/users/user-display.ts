/**
 * How the drawer presents the logged-in user (spec §2): the company logo for a company,
 * else the avatar, else initials; the name, and the employee's name for an employee.
 */

export interface DisplayedUser {
  name: string;
  company?: boolean | null;
  logo?: string | null;
  avatar?: string | null;
  employee?: { name?: string | null } | null;
}

export type DrawerPicture =
  | { kind: 'logo'; src: string }
  | { kind: 'avatar'; src: string }
  | { kind: 'initials'; text: string };

export interface DrawerIdentity {
  picture: DrawerPicture;
  name: string;
  /** Shown under the name for employees; null for everyone else. */
  employeeName: string | null;
}

/** 'maria del mar' → 'MD', 'Núria' → 'N', '' → ''. At most two letters, by words. */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

export const drawerIdentity = (user: DisplayedUser): DrawerIdentity => {
  const picture: DrawerPicture =
    user.company && present(user.logo)
      ? { kind: 'logo', src: user.logo }
      : present(user.avatar)
        ? { kind: 'avatar', src: user.avatar }
        : { kind: 'initials', text: initialsOf(user.name) };
  const employeeName = user.employee?.name?.trim() || null;
  return { picture, name: user.name, employeeName };
};
