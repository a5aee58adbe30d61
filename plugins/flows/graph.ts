/**
 * The order in which a flow's components build (concepts-flows, "Build order"): layers, the first
 * of nodes without incoming edges, each next one of nodes whose inputs all come from earlier
 * layers. Nodes that never reach a layer sit on a cycle or downstream of one.
 */
export interface Link {
  source: string;
  target: string;
}

export interface BuildOrder {
  layers: string[][];
  /** Nodes left out of every layer; empty for an acyclic graph. */
  blocked: string[];
}

export function buildOrder(nodes: readonly string[], links: readonly Link[]): BuildOrder {
  const waiting = new Map(nodes.map((id) => [id, 0]));
  for (const {target} of links) waiting.set(target, (waiting.get(target) ?? 0) + 1);
  const layers: string[][] = [];
  let layer = nodes.filter((id) => waiting.get(id) === 0);
  while (layer.length > 0) {
    layers.push(layer);
    const next: string[] = [];
    for (const {source, target} of links) {
      if (!layer.includes(source)) continue;
      const left = waiting.get(target)! - 1;
      waiting.set(target, left);
      if (left === 0) next.push(target);
    }
    layer = nodes.filter((id) => next.includes(id));
  }
  const placed = new Set(layers.flat());
  return {layers, blocked: nodes.filter((id) => !placed.has(id))};
}

/** One cycle among `links`, as the links that form it in order; undefined when there is none. */
export function findCycle(links: readonly Link[]): Link[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const trail: Link[] = [];
  const visit = (node: string): Link[] | undefined => {
    state.set(node, 'open');
    for (const link of links.filter(({source}) => source === node)) {
      trail.push(link);
      if (state.get(link.target) === 'open') {
        return trail.slice(trail.findIndex(({source}) => source === link.target));
      }
      if (!state.has(link.target)) {
        const found = visit(link.target);
        if (found) return found;
      }
      trail.pop();
    }
    state.set(node, 'done');
    return undefined;
  };
  for (const {source} of links) {
    if (state.has(source)) continue;
    const found = visit(source);
    if (found) return found;
  }
  return undefined;
}

/** Whether some node of `to` can be reached from some node of `from` along `links`. */
export function connects(from: readonly string[], to: readonly string[], links: readonly Link[]) {
  const reached = new Set(from);
  const queue = [...from];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const {target} of links.filter(({source}) => source === node)) {
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return to.some((node) => reached.has(node));
}
