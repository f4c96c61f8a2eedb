import type { AppDispatch, RootState } from '@diary/store';
import { useDispatch, useSelector } from 'react-redux';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The signed-in user's id, or null for a visitor. */
export const useSignedIn = () => useAppSelector((s) => Boolean(s.session.userId));
