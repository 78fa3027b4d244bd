import { Type } from '@sinclair/typebox';
import { CONTENT_LOCALES } from './content-locales';

/** A content locale, as a string enum in the API document. */
export const ContentLocaleSchema = Type.Union(
  CONTENT_LOCALES.map((l) => Type.Literal(l)),
  { description: 'The language the text is in' },
);

/** `locale` of a request: any language tag; one the API's texts are not written in answers in English. */
export const LocaleRequestSchema = Type.String({
  maxLength: 35,
  description: 'Language: en (default), hi or es, or a tag such as hi-IN; any other language answers in English',
});
