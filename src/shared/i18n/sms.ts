import source from './messages/sms/uz-latn';

/**
 * The SMS texts as approved by Eskiz and sent today: in Uzbek Latin whatever the request's
 * language, until an SMS follows its recipient's language (the sms namespace has them all).
 */
export const smsTemplateTexts = source.templates;

/** Put in place of a quiz title that has no Latin letters left to show in an SMS. */
export const smsFallbackQuizTitle = source.fallbackQuizTitle;
