import { Switch } from './nut-editor';

// NutUI's Switch draws a plain element that has no role; named and announced as a switch it passes axe (a name on a role-less element is not allowed).
const SWITCH_ROLE = { role: 'switch' } as Record<string, string>;

/** An on/off switch with its name, announced as a switch with its state. */
export function LabelledSwitch({ checked, label, onChange, disabled = false }: { checked: boolean; label: string; onChange: () => void; disabled?: boolean }) {
  return <Switch checked={checked} disabled={disabled} onChange={onChange} {...SWITCH_ROLE} aria-checked={checked} aria-label={label} />;
}
