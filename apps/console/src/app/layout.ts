/** The top bar's height: a row for the title and account (12), one for the menu (11). */
export const CONSOLE_HEADER = '5.75rem';
