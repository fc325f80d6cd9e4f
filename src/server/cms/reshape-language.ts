// The languages of the backend's cultures and tags, as the app speaks them (reshape.ts): the
// request's language is decided with the same reading (request/language.ts).
export { languageOf, otherLanguageOf } from '../request/language.ts';
