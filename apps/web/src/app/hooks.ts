import type { AppDispatch, RootState } from '@diary/store';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';

// Annotated, so the hooks' types name the store's exported types rather than its build's internal files.
export const useAppDispatch: () => AppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector.withTypes<RootState>();

/** Whether someone is signed in (false for a visitor). */
export const useSignedIn = () => useAppSelector((s) => Boolean(s.session.userId));
