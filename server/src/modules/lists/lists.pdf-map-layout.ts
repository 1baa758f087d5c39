/**
 * Where the list PDF's numbered markers go so that none hides another: elements whose points fall
 * within a marker and a half of each other (one town, or towns next to each other) make a group; a
 * group of one keeps its point, a larger one rings around the group's centre (6, 12, 18 … a ring),
 * in the order of its points' directions so leaders from marker to point seldom cross; then any
 * markers still touching (neighbouring groups) are pushed apart, inside the frame.
 */

export type Xy = { x: number; y: number };

export interface MarkerGroup {
  /** The centre of its elements' points. */
  at: Xy;
  /** The markers' indexes (into the points given). */
  members: number[];
  /** The ring's outer radius (0 for a single marker). */
  radius: number;
}

export interface MarkerLayout {
  markers: Xy[];
  groups: MarkerGroup[];
}

/** Markers are drawn `size` wide; they end at least `gap` apart. */
export function placeMarkers(
  points: readonly Xy[],
  frame: { x: number; y: number; w: number; h: number },
  fixed: readonly Xy[] = [],
  size = 18,
  gap = 2,
): MarkerLayout {
  const d = size + gap;
  const groups: MarkerGroup[] = [];
  points.forEach((p, i) => {
    const g = groups.find((g) =>
      g.members.some((j) => Math.hypot(points[j]!.x - p.x, points[j]!.y - p.y) < d * 1.5),
    );
    if (g) g.members.push(i);
    else groups.push({ at: { ...p }, members: [i], radius: 0 });
  });
  const markers: Xy[] = points.map((p) => ({ ...p }));
  for (const g of groups) {
    const n = g.members.length;
    g.at = {
      x: g.members.reduce((sum, i) => sum + points[i]!.x, 0) / n,
      y: g.members.reduce((sum, i) => sum + points[i]!.y, 0) / n,
    };
    if (n === 1) continue;
    const angle = (i: number) => {
      const p = points[i]!;
      return Math.hypot(p.x - g.at.x, p.y - g.at.y) < 0.5 ? Infinity : Math.atan2(p.y - g.at.y, p.x - g.at.x);
    };
    const order = [...g.members].sort((a, b) => angle(a) - angle(b) || a - b);
    const start = Number.isFinite(angle(order[0]!)) ? angle(order[0]!) : -Math.PI / 2;
    let left = n;
    let k = 0;
    for (let ring = 1; left > 0; ring++) {
      const r = d * ring;
      const room = Math.floor((2 * Math.PI * r) / d);
      const here = Math.min(room, left);
      for (let j = 0; j < here; j++) {
        const a = start + (2 * Math.PI * j) / here + (ring % 2 ? 0 : Math.PI / here);
        markers[order[k++]!] = { x: g.at.x + r * Math.cos(a), y: g.at.y + r * Math.sin(a) };
      }
      left -= here;
      g.radius = r + size / 2;
    }
  }
  const m = size / 2 + 1;
  const clamp = (p: Xy) => {
    p.x = Math.min(frame.x + frame.w - m, Math.max(frame.x + m, p.x));
    p.y = Math.min(frame.y + frame.h - m, Math.max(frame.y + m, p.y));
  };
  markers.forEach(clamp);
  // Push apart what still touches: markers from each other, and from the fixed signs (the office).
  for (let round = 0; round < 200; round++) {
    let moved = false;
    for (let i = 0; i < markers.length; i++) {
      const a = markers[i]!;
      for (let j = i + 1; j < markers.length; j++) {
        const b = markers[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let dist = Math.hypot(dx, dy);
        if (dist >= d) continue;
        if (dist < 0.01) {
          // Same spot: apart along a direction of their own (deterministic).
          const angle = (j * 2.399963) % (2 * Math.PI);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          dist = 1;
        }
        const push = (d - dist) / 2 + 0.01;
        a.x -= (dx / dist) * push;
        a.y -= (dy / dist) * push;
        b.x += (dx / dist) * push;
        b.y += (dy / dist) * push;
        clamp(a);
        clamp(b);
        moved = true;
      }
      for (const f of fixed) {
        const away = Math.hypot(a.x - f.x, a.y - f.y);
        if (away >= d) continue;
        // On the sign itself: moved below it.
        const [dx, dy, dist] = away < 0.01 ? [0, 1, 1] : [a.x - f.x, a.y - f.y, away];
        a.x += (dx / dist) * (d - dist + 0.01);
        a.y += (dy / dist) * (d - dist + 0.01);
        clamp(a);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return { markers, groups: groups.map((g) => ({ at: g.at, members: g.members, radius: g.radius })) };
}
