import { View } from '@tarojs/components';
import type { IconNode } from 'lucide';
import type { CSSProperties } from 'react';

/** A lucide icon's shapes as an SVG document, stroked in black: only its shape is used (the mask below). */
function svgOf(icon: IconNode): string {
  const shapes = icon.map(
    ([tag, attrs]) =>
      `<${tag} ${Object.entries(attrs ?? {})
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ')}/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${shapes.join('')}</svg>`;
}

const masks = new Map<IconNode, string>();
function maskOf(icon: IconNode): string {
  let mask = masks.get(icon);
  if (!mask) {
    mask = `url("data:image/svg+xml,${encodeURIComponent(svgOf(icon))}")`;
    masks.set(icon, mask);
  }
  return mask;
}

/**
 * One of the app's icons — the web's set (lucide), so both apps speak one visual language. WeChat draws no inline
 * SVG, so the icon is the mask (app.css: .icon, from --icon) of a box filled with the text's colour: it takes the tab's accent and dark mode from
 * CSS like a letter would. Decorative: what it means is said by the label beside it or its button's accessible name.
 */
export function Icon({ icon, size = 20, className }: { icon: IconNode; size?: number; className?: string }) {
  const mask = maskOf(icon);
  return (
    <View
      className={className ? `icon ${className}` : 'icon'}
      ariaHidden
      style={{ width: `${size}px`, height: `${size}px`, '--icon': mask } as CSSProperties}
    />
  );
}
