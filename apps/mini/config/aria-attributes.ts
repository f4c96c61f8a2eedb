/** The ARIA attributes the app sets on a view or text in WeChat, with Taro's default (none). */
export const ARIA = { 'aria-role': '', 'aria-label': '', 'aria-hidden': '', 'aria-selected': '', 'aria-checked': '' };
