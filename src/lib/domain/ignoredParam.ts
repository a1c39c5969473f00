/** A query value a listing page dropped, and why, for the note above the results. */
export interface IgnoredParam {
  param: string;
  value: string;
  reason: string;
}

/** "We ignored 'model=Foo': no such model for Audi". */
export function ignoredNote({ param, value, reason }: IgnoredParam): string {
  return `We ignored '${param}=${value.slice(0, 40)}': ${reason}`;
}
