/**
 * How long ago, in the words the rest of the product uses ("daqiqa", "soniya", "taxminan"), which
 * the uz locale of date-fns does not. Keyed by date-fns' distance tokens; {{count}} is the number.
 */
export const relativeTime = {
  lessThanXSeconds: { one: 'bir soniyadan kam', other: '{{count}} soniyadan kam' },
  xSeconds: { one: '1 soniya', other: '{{count}} soniya' },
  halfAMinute: 'yarim daqiqa',
  lessThanXMinutes: { one: 'bir daqiqadan kam', other: '{{count}} daqiqadan kam' },
  xMinutes: { one: '1 daqiqa', other: '{{count}} daqiqa' },
  aboutXHours: { one: 'taxminan 1 soat', other: 'taxminan {{count}} soat' },
  xHours: { one: '1 soat', other: '{{count}} soat' },
  xDays: { one: '1 kun', other: '{{count}} kun' },
  aboutXWeeks: { one: 'taxminan 1 hafta', other: 'taxminan {{count}} hafta' },
  xWeeks: { one: '1 hafta', other: '{{count}} hafta' },
  aboutXMonths: { one: 'taxminan 1 oy', other: 'taxminan {{count}} oy' },
  xMonths: { one: '1 oy', other: '{{count}} oy' },
  aboutXYears: { one: 'taxminan 1 yil', other: 'taxminan {{count}} yil' },
  xYears: { one: '1 yil', other: '{{count}} yil' },
  overXYears: { one: "1 yildan ko'p", other: "{{count}} yildan ko'p" },
  almostXYears: { one: 'deyarli 1 yil', other: 'deyarli {{count}} yil' },
  ago: (span: string) => `${span} oldin`,
  later: (span: string) => `${span}dan keyin`,
} as const;
