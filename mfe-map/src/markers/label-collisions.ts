/** One permanent label as drawn: centred on x, its bottom edge at `bottom` (layer pixels). */
export interface LabelSpot {
  x: number;
  bottom: number;
  /** Characters of its text. */
  chars: number;
  count: number;
}

/** A rectangle in the same layer pixels as the spots. */
export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LabelRoom {
  /** The map's visible area: a label its edge would cut is left to hover. */
  view?: LabelBox | null;
  /** What a label may not cover, as it would one already kept: the map's own controls. */
  blocked?: readonly LabelBox[];
  gapPx?: number;
}

/**
 * Which labels show when they would overlap: the larger group's label wins, and a label that would
 * touch one already kept, or the map's controls, is left to hover. So is a label the map's edge would cut:
 * "111 reports" cut at the edge reads as "11 reports". Sizes are estimated from the font size rather than
 * measured, so no label forces a layout (Leaflet's tooltips: 6 px padding, 1 px border, line
 * height 1.5; a character is taken as 0.62 em, wider than a digit or lower-case letter).
 */
export function labelsThatFit(
  spots: readonly LabelSpot[],
  fontPx: number,
  { view = null, blocked = [], gapPx = 2 }: LabelRoom = {},
): boolean[] {
  const height = fontPx * 1.5 + 14;
  const order = spots.map((_, i) => i).sort((a, b) => spots[b]!.count - spots[a]!.count || a - b);
  const kept: LabelBox[] = [...blocked];
  const fits = new Array<boolean>(spots.length).fill(false);
  for (const i of order) {
    const s = spots[i]!;
    const width = s.chars * fontPx * 0.62 + 14;
    const box = { left: s.x - width / 2, right: s.x + width / 2, top: s.bottom - height, bottom: s.bottom };
    if (view && (box.left < view.left || box.right > view.right || box.top < view.top || box.bottom > view.bottom))
      continue;
    const overlaps = kept.some(
      (k) =>
        box.left < k.right + gapPx &&
        k.left < box.right + gapPx &&
        box.top < k.bottom + gapPx &&
        k.top < box.bottom + gapPx,
    );
    if (overlaps) continue;
    kept.push(box);
    fits[i] = true;
  }
  return fits;
}
