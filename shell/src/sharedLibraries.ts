// What the shell's code stands on, evaluated in a task of its own before it (index.ts): React Router,
// TanStack Query and emotion, through shared-ui's providers and route tree. Named, not the whole of
// shared-ui: its parts that only areas use come with the federation host.
export { AppProviders, RouteTree } from '@gpa/shared-ui';
