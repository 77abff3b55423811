/**
 * Permission codes are the button codes of the server's menus: the server's routes and menus and the
 * web's buttons read them from here, so a code is written once. Each area lists its own codes in its
 * file of this package (`leave.ts`, `recruit.ts`, ...), built with `crud` where a menu has the four
 * standard buttons.
 */
export const crud = <M extends string>(menu: M) =>
  ({ menu, view: `${menu}_view`, add: `${menu}_add`, edit: `${menu}_edit`, delete: `${menu}_delete` }) as const;

export type CrudPermissions = ReturnType<typeof crud<string>>;
