import L from 'leaflet';
import { offscreenSupported, PagePainter, type Painter } from './canvas-painters';
import { type MarkerGroup, largestGroups } from './group-reports';
import { markerStyle, sharedMarkerStyle, styleCode } from './marker-style';
import { projectInto, usesWebMercator } from './mercator';
import { type CanvasFrame, hitTest, planStamps, radiusOfCode, type StampPlan } from './paint-plan';
import { englishSpeech, type Speech } from '../i18n/speech';
import { type LabelBox, labelsThatFit } from './label-collisions';
import { popupLines, tooltipText } from './popup-content';
import type { WorkerPainter } from './worker-painter';

/** Beyond this many groups only the largest keep a permanent label; the rest show it on hover. */
export const PERMANENT_LABEL_LIMIT = 200;
// Leaflet's own renderer margin: enough for a short pan before the moveend redraw.
const PADDING = 0.1;
const HIT_SLACK_PX = 2;

/** Writes a label's count and place where they changed (layer pixels of the circle's centre). */
function updateLabel(label: Label, group: MarkerGroup, x: number, y: number, speech: Speech): void {
  const text = tooltipText(group.count, speech);
  if (label.text !== text) {
    label.el.textContent = text;
    label.text = text;
  }
  const top = y - sharedMarkerStyle(group.count).radius;
  if (label.left !== x) {
    label.el.style.left = `${x}px`;
    label.left = x;
  }
  if (label.top !== top) {
    label.el.style.top = `${top}px`;
    label.top = top;
  }
}

function popupElement(group: MarkerGroup, speech: Speech): HTMLElement {
  const box = document.createElement('div');
  for (const [i, line] of popupLines(group, speech).entries()) {
    const el = document.createElement(i === 0 ? 'strong' : 'div');
    el.textContent = line;
    box.appendChild(el);
  }
  return box;
}

/** A permanent label's element and what it shows, to write only what changed. */
interface Label {
  el: HTMLElement;
  text: string;
  left: number;
  top: number;
}

const copyPlan = (plan: StampPlan): StampPlan => ({
  xy: plan.xy.slice(),
  codes: plan.codes.slice(),
  count: plan.count,
});

/**
 * All report circles on one canvas, stamped from pre-drawn sprites in a single pass.
 * Leaflet's own circle markers cost an object, events and a path each, which
 * at 50,000 groups takes seconds; here a redraw is a loop of sprite copies, and the
 * pointer is matched against the circles' pixel positions.
 *
 * After `drawInWorker()` the stamping runs in a worker on an OffscreenCanvas: the page projects the
 * circles, sorts them into a two-buffer plan and posts it, and keeps labels, hit-testing and
 * popups. Until the worker has painted its first picture (and wherever OffscreenCanvas is
 * missing, or the worker fails) the same drawing code runs on the page.
 */
export class GroupCanvasLayer extends L.Layer {
  private groups: readonly MarkerGroup[] = [];
  private painter: Painter | null = null;
  /** The worker's canvas, hidden until its first picture replaces the page's. */
  private pending: WorkerPainter | null = null;
  private workerWanted = false;
  private workerStarting = false;
  private workerFailed = false;
  private xs = new Float64Array(0);
  private ys = new Float64Array(0);
  private radii = new Float64Array(0);
  private codes = new Uint8Array(0);
  /** The map's controls (zoom, attribution) in container pixels, read once a size: labels keep off them. */
  private controlBoxes: LabelBox[] | null = null;
  /** The permanent labels by group key, so a group that keeps its label keeps its element. */
  private labels = new Map<string, Label>();
  private hover: L.Tooltip | null = null;
  /** The group whose row of the cluster table has keyboard focus, and its label. */
  private focusedKey: string | null = null;
  private focusLabel: L.Tooltip | null = null;
  /** The visitor's language for labels, tooltips and popups (the worker paints no text). */
  private speech: Speech = englishSpeech();
  private hovered = -1;
  /** Redraws so far, and the last one a zoom hid: a picture older than that must not show. */
  private drawn = 0;
  private hiddenAt = 0;
  private lastPainted: Promise<number | null> = Promise.resolve(null);

  setGroups(groups: readonly MarkerGroup[]): this {
    this.groups = groups;
    if (this._map) this.redraw();
    return this;
  }

  /** Moves the drawing to a worker where the browser can (see the class comment). */
  /** Words labels, tooltips and popups in another language; the labels shown change at once. */
  setSpeech(speech: Speech): this {
    if (speech === this.speech) return this;
    this.speech = speech;
    if (this._map) this.redraw();
    return this;
  }

  /**
   * Shows the label of the group with this key (its row of the cluster table has keyboard focus),
   * even where a larger group's label won the collision: what hover shows, focus shows (WCAG 1.4.13).
   * null hides it.
   */
  showFocus(key: string | null): this {
    this.focusedKey = key;
    this.drawFocus();
    return this;
  }

  drawInWorker(): this {
    this.workerWanted = true;
    if (this._map) this.startWorker();
    return this;
  }

  /** 'worker' once the worker's canvas is the one shown. */
  get painterKind(): 'page' | 'worker' {
    return this.painter?.kind ?? 'page';
  }

  /** Settles when the latest redraw is on the canvas, with the worker's own milliseconds (null on the page). */
  painted(): Promise<number | null> {
    return this.lastPainted;
  }

  override onAdd(map: L.Map): this {
    this.painter = new PagePainter(this.newCanvas());
    map.on('moveend resize', this.redraw, this);
    map.on('resize', this.forgetControls, this);
    map.on('zoomstart', this.hide, this);
    map.on('click', this.onClick, this);
    map.on('mousemove', this.onMove, this);
    map.on('mouseout', this.clearHover, this);
    if (this.workerWanted) this.startWorker();
    this.redraw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend resize', this.redraw, this);
    map.off('resize', this.forgetControls, this);
    map.off('zoomstart', this.hide, this);
    map.off('click', this.onClick, this);
    map.off('mousemove', this.onMove, this);
    map.off('mouseout', this.clearHover, this);
    this.clearLabels();
    this.clearHover();
    this.focusLabel?.remove();
    this.focusLabel = null;
    for (const p of [this.painter, this.pending]) {
      p?.destroy();
      p?.canvas.remove();
    }
    this.painter = null;
    this.pending = null;
    return this;
  }

  private newCanvas(): HTMLCanvasElement {
    const canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide hw-group-canvas');
    canvas.setAttribute('aria-hidden', 'true');
    this.getPane()?.appendChild(canvas);
    return canvas;
  }

  private startWorker(): void {
    if (this.workerStarting || this.workerFailed || this.pending || this.painter?.kind === 'worker') return;
    if (!offscreenSupported()) return;
    this.workerStarting = true;
    import('./paint-worker-start')
      .then(({ startWorkerPainter }) => {
        this.workerStarting = false;
        if (!this._map || !this.painter) return;
        const canvas = this.newCanvas();
        canvas.style.visibility = 'hidden';
        try {
          const pending: WorkerPainter = startWorkerPainter(canvas, () => this.dropWorker(pending));
          this.pending = pending;
        } catch (err) {
          canvas.remove();
          throw err;
        }
        this.redraw();
      })
      .catch((err: unknown) => {
        this.workerStarting = false;
        this.workerFailed = true;
        console.warn('The map drawing worker could not start; drawing on the page instead', err);
      });
  }

  /** A failed worker: back to the page's drawing on a fresh canvas (a transferred one is the worker's for good). */
  private dropWorker(p: WorkerPainter): void {
    this.workerFailed = true;
    p.destroy();
    p.canvas.remove();
    if (this.pending === p) this.pending = null;
    if (this.painter === p) {
      this.painter = new PagePainter(this.newCanvas());
      this.redraw();
    }
  }

  private hide(): void {
    this.hiddenAt = this.drawn;
    if (this.painter) this.painter.canvas.style.visibility = 'hidden';
    this.clearLabels();
  }

  /** Shows a painter's canvas where the picture it now holds was drawn for. */
  private place(canvas: HTMLCanvasElement, frame: CanvasFrame, drawn: number): void {
    L.DomUtil.setPosition(canvas, L.point(frame.x, frame.y));
    const width = `${frame.width}px`;
    const height = `${frame.height}px`;
    if (canvas.style.width !== width) canvas.style.width = width;
    if (canvas.style.height !== height) canvas.style.height = height;
    canvas.style.visibility = drawn > this.hiddenAt ? 'visible' : 'hidden';
  }

  /** Paints every group; the page's canvas holds the new picture on return, the worker's shortly after. */
  redraw(): void {
    const map = this._map;
    const painter = this.painter;
    if (!map || !painter) return;
    const size = map.getSize();
    const min = map.containerPointToLayerPoint(size.multiplyBy(-PADDING)).round();
    const frame: CanvasFrame = {
      x: min.x,
      y: min.y,
      width: Math.round(size.x * (1 + 2 * PADDING)),
      height: Math.round(size.y * (1 + 2 * PADDING)),
      ratio: window.devicePixelRatio || 1,
    };
    const drawn = ++this.drawn;

    const groups = this.groups;
    const n = groups.length;
    if (this.xs.length !== n) {
      this.xs = new Float64Array(n);
      this.ys = new Float64Array(n);
      this.radii = new Float64Array(n);
      this.codes = new Uint8Array(n);
    }
    this.project(map, groups, this.xs, this.ys);
    for (let i = 0; i < n; i++) {
      const code = styleCode(groups[i]!.count);
      this.codes[i] = code;
      this.radii[i] = radiusOfCode(code);
    }
    const plan = planStamps(this.xs, this.ys, this.codes, frame);
    const pending = this.pending;
    if (pending) {
      pending.paint(copyPlan(plan), frame, () => {
        // The worker's first picture is ready: its canvas takes over from the page's.
        if (this.pending !== pending || !this.painter) return;
        this.painter.destroy();
        this.painter.canvas.remove();
        this.painter = pending;
        this.pending = null;
        pending.canvas.dataset.painter = 'worker';
        this.place(pending.canvas, frame, drawn);
      });
    }
    this.lastPainted = new Promise((resolve) => {
      painter.paint(plan, frame, (ms) => {
        if (this.painter === painter) this.place(painter.canvas, frame, drawn);
        resolve(ms);
      });
    });
    this.drawLabels(size);
    this.drawFocus();
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
   * elements are kept and reused from one redraw to the next, by group.
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
    // Labels that would overlap a larger group's are left to hover (and the cluster table): at world
    // zoom they piled on each other. Fewer elements also means less style and layout work.
    const fontPx = Number.parseFloat(getComputedStyle(map.getContainer()).fontSize) || 12;
    const fits = labelsThatFit(
      labelled.map((g, k) => ({
        x: lx[k]!,
        // Where updateLabel puts the label's bottom edge: above the circle, less the tooltip's 6 px margin.
        bottom: ly[k]! - sharedMarkerStyle(g.count).radius - 6,
        chars: tooltipText(g.count, this.speech).length,
        count: g.count,
      })),
      fontPx,
      {
        view: { left: view.x, top: view.y, right: view.x + size.x, bottom: view.y + size.y },
        blocked: this.controlsIn(map).map((b) => ({
          left: b.left + view.x,
          top: b.top + view.y,
          right: b.right + view.x,
          bottom: b.bottom + view.y,
        })),
      },
    );
    // A group still labelled keeps its element; groups that lost their label hand theirs to the
    // groups that gained one. A slider step then writes only the counts and places that changed:
    // every style or text write costs style, layout and paint of the label pane.
    const next = new Map<string, Label>();
    const entering: number[] = [];
    for (const [k, g] of labelled.entries()) {
      if (!fits[k] || next.has(g.key)) continue;
      const label = this.labels.get(g.key);
      if (!label) {
        entering.push(k);
        continue;
      }
      this.labels.delete(g.key);
      next.set(g.key, label);
      updateLabel(label, g, lx[k]!, ly[k]!, this.speech);
    }
    const free = [...this.labels.values()];
    const batch = document.createDocumentFragment();
    for (const k of entering) {
      const g = labelled[k]!;
      let label = free.pop();
      if (!label) {
        const el = document.createElement('div');
        el.className = 'leaflet-tooltip leaflet-tooltip-top hw-group-label';
        el.style.transform = 'translate(-50%, -100%)';
        batch.appendChild(el);
        label = { el, text: '', left: Number.NaN, top: Number.NaN };
      }
      next.set(g.key, label);
      updateLabel(label, g, lx[k]!, ly[k]!, this.speech);
    }
    for (const label of free) label.el.remove();
    this.labels = next;
    pane.appendChild(batch);
  }

  private forgetControls(): void {
    this.controlBoxes = null;
  }

  /** The map's controls in container pixels, measured once a size (a read of layout, not once a redraw). */
  private controlsIn(map: L.Map): LabelBox[] {
    if (this.controlBoxes) return this.controlBoxes;
    const container = map.getContainer();
    const origin = container.getBoundingClientRect();
    // A map not laid out yet (hidden, or before its first layout) has nothing to measure: read again next time.
    if (origin.width === 0 || origin.height === 0) return [];
    const boxes: LabelBox[] = [];
    for (const el of container.querySelectorAll('.leaflet-control')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      boxes.push({
        left: r.left - origin.left,
        top: r.top - origin.top,
        right: r.right - origin.left,
        bottom: r.bottom - origin.top,
      });
    }
    this.controlBoxes = boxes;
    return boxes;
  }

  /** The focused group's label, above its circle like the hover tooltip, outlined as focus is. */
  private drawFocus(): void {
    const map = this._map;
    const g = this.focusedKey === null ? undefined : this.groups.find((group) => group.key === this.focusedKey);
    if (!map || !g) {
      this.focusLabel?.remove();
      this.focusLabel = null;
      return;
    }
    const text = tooltipText(g.count, this.speech);
    if (!this.focusLabel) {
      this.focusLabel = L.tooltip({
        direction: 'top',
        className: 'hw-focus-label',
        offset: [0, -markerStyle(g.count).radius],
      });
    }
    this.focusLabel.options.offset = L.point(0, -markerStyle(g.count).radius);
    this.focusLabel.setLatLng([g.latitude, g.longitude]).setContent(text);
    if (!map.hasLayer(this.focusLabel)) this.focusLabel.addTo(map);
  }

  private clearLabels(): void {
    for (const label of this.labels.values()) label.el.remove();
    this.labels = new Map();
  }

  private groupAt(point: L.Point): number {
    return hitTest(this.xs, this.ys, this.radii, point.x, point.y, HIT_SLACK_PX);
  }

  private onClick(e: L.LeafletMouseEvent): void {
    const i = this.groupAt(e.layerPoint);
    const g = this.groups[i];
    if (!g || !this._map) return;
    L.popup().setLatLng([g.latitude, g.longitude]).setContent(popupElement(g, this.speech)).openOn(this._map);
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
      .setContent(tooltipText(g.count, this.speech))
      .addTo(map);
  }

  private clearHover(): void {
    this.hover?.remove();
    this.hover = null;
    this.hovered = -1;
    if (this._map) this._map.getContainer().style.cursor = '';
  }
}
