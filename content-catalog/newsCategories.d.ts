export const NEWSLETTER_CATEGORY: "Newsletter";
export const GM_REPORT_CATEGORY: "general manager report";
/** Category name -> the News and media view (`?mode=`) that lists its articles. */
export const NEWS_CATEGORY_VIEWS: {
    readonly Newsletter: "newsletters";
    readonly "general manager report": "gm-ccu-presentations";
};
