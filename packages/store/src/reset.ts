/** The action that empties every slice (logout, a failed user load); each slice answers it with its initial state. */
export const RESET_ALL = 'store/resetAll';
