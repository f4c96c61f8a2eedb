import { Suspense, type ReactNode } from 'react';

/** A lazily loaded page: a quiet placeholder while its code arrives. */
export function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{children}</Suspense>;
}
