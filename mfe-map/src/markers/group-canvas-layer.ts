import L from 'leaflet';
import type { MarkerGroup } from './group-reports';
import { largestGroups } from './group-reports';
import { type MarkerStyle, markerStyle, sharedMarkerStyle } from './marker-style';
import { projectInto, usesWebMercator } from './mercator';
import { hitTest, paintBands } from './paint-plan';
import { popupLines, tooltipText } from './popup-content';

/** Beyond this many groups only the largest keep a permanent label; the rest show it on hover. */
export const PERMANENT_LABEL_LIMIT = 200;
// Leaflet's own renderer margin: enough for a short pan before the moveend redraw.
const PADDING = 0.1;
const HIT_SLACK_PX = 2;
const SPRITE_MARGIN = 2;
const sprites = new Map<string, HTMLCanvasElement>();
// The sprite of each shared style at the current pixel ratio: a lookup by object per circle
// instead of building a string key for each of 10,000 circles a step.
const spritesByStyle = new Map<MarkerStyle, HTMLCanvasElement>();
let spritesRatio = 0;

function styleSprite(style: MarkerStyle, ratio: number): HTMLCanvasElement {
  if (ratio !== spritesRatio || spritesByStyle.size > 64) {
    spritesByStyle.clear();
    spritesRatio = ratio;
  }
  let sprite = spritesByStyle.get(style);
  if (!sprite) {
    sprite = circleSprite(style.colour, style.radius, ratio);
    spritesByStyle.set(style, sprite);
  }
  return sprite;
}

/** A circle as Leaflet would draw it (0.6 fill, 2 px outline), drawn once per colour, radius and pixel ratio. */
function circleSprite(colour: string, radius: number, ratio: number): HTMLCanvasElement {
  const key = `${colour}|${radius}|${ratio}`;
  let sprite = sprites.get(key);
  if (!sprite) {
    sprite = document.createElement('canvas');
    const side = Math.ceil((radius + SPRITE_MARGIN) * 2 * ratio);
    sprite.width = side;
    sprite.height = side;
    const c = sprite.getContext('2d');
    if (c) {
      c.scale(ratio, ratio);
      c.beginPath();
      c.arc(radius + SPRITE_MARGIN, radius + SPRITE_MARGIN, radius, 0, Math.PI * 2);
      c.globalAlpha = 0.6;
      c.fillStyle = colour;
      c.fill();
      c.globalAlpha = 1;
      c.lineWidth = 2;
      c.strokeStyle = colour;
      c.stroke();
    }
    sprites.set(key, sprite);
  }
  return sprite;
}

function popupElement(group: MarkerGroup): HTMLElement {
  const box = document.createElement('div');
  for (const [i, line] of popupLines(group).entries()) {
    const el = document.createElement(i === 0 ? 'strong' : 'div');
    el.textContent = line;
    box.appendChild(el);
  }
  return box;
}

/**
 * All report circles on one canvas, painted band by band in a single pass.
 * Leaflet's own circle markers cost an object, events and a path each, which
 * at 50,000 groups takes seconds; here a redraw is a loop of arcs, and the
 * pointer is matched against the circles' pixel positions.
 */
export class GroupCanvasLayer extends L.Layer {
  private groups: readonly MarkerGroup[] = [];
  private canvas: HTMLCanvasElement | null = null;
  private xs = new Float64Array(0);
  private ys = new Float64Array(0);
  private radii = new Float64Array(0);
  private labels: HTMLElement[] = [];
  private hover: L.Tooltip | null = null;
  private hovered = -1;
  private frame = 0;

  setGroups(groups: readonly MarkerGroup[]): this {
    this.groups = groups;
    if (this._map) this.redraw();
    return this;
  }

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide hw-group-canvas');
    canvas.setAttribute('aria-hidden', 'true');
    this.getPane()?.appendChild(canvas);
    this.canvas = canvas;
    map.on('moveend resize', this.redraw, this);
    map.on('zoomstart', this.hide, this);
    map.on('click', this.onClick, this);
    map.on('mousemove', this.onMove, this);
    map.on('mouseout', this.clearHover, this);
    this.redraw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend resize', this.redraw, this);
    map.off('zoomstart', this.hide, this);
    map.off('click', this.onClick, this);
    map.off('mousemove', this.onMove, this);
    map.off('mouseout', this.clearHover, this);
    this.clearLabels();
    this.clearHover();
    this.canvas?.remove();
    this.canvas = null;
    if (this.frame) cancelAnimationFrame(this.frame);
    return this;
  }

  private hide(): void {
    if (this.canvas) this.canvas.style.visibility = 'hidden';
    this.clearLabels();
  }

  /** Paints every group now; returns when the canvas holds the new picture. */
  redraw(): void {
    const map = this._map;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const size = map.getSize();
    const min = map.containerPointToLayerPoint(size.multiplyBy(-PADDING)).round();
    const width = Math.round(size.x * (1 + 2 * PADDING));
    const height = Math.round(size.y * (1 + 2 * PADDING));
    const ratio = window.devicePixelRatio || 1;
    L.DomUtil.setPosition(canvas, min);
    // Setting a canvas's size reallocates and clears its pixels: only when the size changed.
    if (canvas.width !== width * ratio || canvas.height !== height * ratio) {
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    canvas.style.visibility = 'visible';

    const groups = this.groups;
    const n = groups.length;
    if (this.xs.length !== n) {
      this.xs = new Float64Array(n);
      this.ys = new Float64Array(n);
      this.radii = new Float64Array(n);
    }
    this.project(map, groups, this.xs, this.ys);
    const styles = groups.map((g) => sharedMarkerStyle(g.count));
    for (let i = 0; i < n; i++) this.radii[i] = styles[i]!.radius;

    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      // Each circle is stamped from a pre-drawn sprite: copying pixels is far
      // cheaper than rasterising tens of thousands of anti-aliased arcs.
      for (const band of paintBands(groups, styles)) {
        for (const i of band.members) {
          const x = this.xs[i]!;
          const y = this.ys[i]!;
          const r = this.radii[i]!;
          if (x + r < min.x || y + r < min.y || x - r > min.x + width || y - r > min.y + height) continue;
          const sprite = styleSprite(styles[i]!, ratio);
          // Whole device pixels let the copy skip resampling.
          ctx.drawImage(
            sprite,
            Math.round((x - r - SPRITE_MARGIN - min.x) * ratio),
            Math.round((y - r - SPRITE_MARGIN - min.y) * ratio),
          );
        }
      }
    }
    this.drawLabels(size);
  }

  /** Layer-pixel positions of every group into xs/ys. */
  private project(map: L.Map, groups: readonly MarkerGroup[], xs: Float64Array, ys: Float64Array): void {
    const n = groups.length;
    if (usesWebMercator(map)) {
      const lats = new Float64Array(n);
      const lngs = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        lats[i] = groups[i]!.latitude;
        lngs[i] = groups[i]!.longitude;
      }
      projectInto(lats, lngs, map.getZoom(), map.getPixelOrigin(), xs, ys);
      return;
    }
    for (let i = 0; i < n; i++) {
      const p = map.latLngToLayerPoint([groups[i]!.latitude, groups[i]!.longitude]);
      xs[i] = p.x;
      ys[i] = p.y;
    }
  }

  /**
   * SPEC's permanent '{n} reports' tooltips, for the largest groups in view.
   * They wear Leaflet's tooltip classes but are placed by CSS alone: Leaflet's
   * own tooltips measure themselves one by one, forcing a layout each. The
   * elements are kept and reused from one redraw to the next (a slider step
   * changes counts, not the number of labels).
   */
  private drawLabels(size: L.Point): void {
    const map = this._map;
    if (!map) return;
    const pane = map.getPane('tooltipPane');
    if (!pane) return;
    const view = map.containerPointToLayerPoint([0, 0]);
    const inView: MarkerGroup[] = [];
    for (let i = 0; i < this.groups.length; i++) {
      const x = this.xs[i]! - view.x;
      const y = this.ys[i]! - view.y;
      if (x < 0 || y < 0 || x > size.x || y > size.y) continue;
      inView.push(this.groups[i]!);
    }
    const labelled = inView.length <= PERMANENT_LABEL_LIMIT ? inView : largestGroups(inView, PERMANENT_LABEL_LIMIT);
    // The labelled few are projected again rather than looked up among thousands of positions.
    const lx = new Float64Array(labelled.length);
    const ly = new Float64Array(labelled.length);
    this.project(map, labelled, lx, ly);
    const batch = document.createDocumentFragment();
    for (const [k, g] of labelled.entries()) {
      let el = this.labels[k];
      if (!el) {
        el = document.createElement('div');
        el.className = 'leaflet-tooltip leaflet-tooltip-top hw-group-label';
        el.style.transform = 'translate(-50%, -100%)';
        batch.appendChild(el);
        this.labels.push(el);
      }
      const text = tooltipText(g.count);
      if (el.textContent !== text) el.textContent = text;
      el.style.left = `${lx[k]}px`;
      el.style.top = `${ly[k]! - sharedMarkerStyle(g.count).radius}px`;
    }
    for (const el of this.labels.splice(labelled.length)) el.remove();
    pane.appendChild(batch);
  }

  private clearLabels(): void {
    for (const el of this.labels) el.remove();
    this.labels = [];
  }

  private groupAt(point: L.Point): number {
    return hitTest(this.xs, this.ys, this.radii, point.x, point.y, HIT_SLACK_PX);
  }

  private onClick(e: L.LeafletMouseEvent): void {
    const i = this.groupAt(e.layerPoint);
    const g = this.groups[i];
    if (!g || !this._map) return;
    L.popup().setLatLng([g.latitude, g.longitude]).setContent(popupElement(g)).openOn(this._map);
  }

  private onMove(e: L.LeafletMouseEvent): void {
    const i = this.groupAt(e.layerPoint);
    if (i === this.hovered) return;
    this.clearHover();
    this.hovered = i;
    const g = this.groups[i];
    const map = this._map;
    if (!g || !map) return;
    map.getContainer().style.cursor = 'pointer';
    this.hover = L.tooltip({ direction: 'top', offset: [0, -markerStyle(g.count).radius] })
      .setLatLng([g.latitude, g.longitude])
      .setContent(tooltipText(g.count))
      .addTo(map);
  }

  private clearHover(): void {
    this.hover?.remove();
    this.hover = null;
    this.hovered = -1;
    if (this._map) this._map.getContainer().style.cursor = '';
  }
}
