export let defaultLimit: number;
export let maxLimit: number;
export let withCount: boolean;
