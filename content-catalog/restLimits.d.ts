// Types of restLimits.js.
declare const restLimits: { defaultLimit: number; maxLimit: number; withCount: boolean };
export = restLimits;
