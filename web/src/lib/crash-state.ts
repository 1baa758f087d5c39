let crashed = false;

/** After an unhandled render error, in-app links navigate with full reloads (spec 3 §2). */
export function markCrashed(): void {
  crashed = true;
}

export function hasCrashed(): boolean {
  return crashed;
}
