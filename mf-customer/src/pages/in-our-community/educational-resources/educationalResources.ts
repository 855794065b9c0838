// How the educational resources carousel groups its items and cuts their descriptions.
import { chunk } from '@gpa/shared-ui';

/** Resources per carousel slide, and where a description is cut. */
export const RESOURCES_PER_SLIDE = 4;
export const DESCRIPTION_MAX = 200;

/** The carousel's slides: the resources in groups of four (pages = ceil(items / 4)). */
export const resourceSlides = <T>(items: T[]): T[][] => chunk(items, RESOURCES_PER_SLIDE);
