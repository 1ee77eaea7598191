/** Time as the dispatcher sees it: injected by tests so schedules and windows run without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
