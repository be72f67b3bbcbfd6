/**
 * Project titles and venture names from the founder's words. The one reader of a product name
 * lives in src/shared/product-name.ts, so the engines' reading of the founder (src/engine/reading)
 * and the browser-safe module files read it the same way.
 */
export { productName, TITLE_SUBJECT_MAX, titleSubject, ventureName } from "../shared/product-name";
