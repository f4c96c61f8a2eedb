import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';

// The sheets (and NutUI's popup) load the first time the gate shows a prompt.
const GatePromptSheets = lazy(() => import('./GatePromptSheets'));

export function GatePrompts() {
  const shown = useAppSelector((s) => s.gate.prompt !== null);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <GatePromptSheets />
    </Suspense>
  );
}
