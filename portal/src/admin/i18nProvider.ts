import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/** English, with the spec's wording where react-admin's own differs. */
export const i18nProvider = polyglotI18nProvider(
  () => ({
    ...englishMessages,
    ra: {
      ...englishMessages.ra,
      message: { ...englishMessages.ra.message, invalid_form: 'Validation Error - Please fill in all required fields' },
    },
  }),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);
