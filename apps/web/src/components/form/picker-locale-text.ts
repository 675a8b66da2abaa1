import type { i18n as I18n } from 'i18next';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

/**
 * The date pickers' words from our catalogue (the `mui` part): the field's button and its
 * sections' names, the calendar's and clock's labels, the toolbar and the action bar. MUI X's
 * own tables have no Kannada, Telugu, Malayalam, Marathi or Konkani. Only what our pickers show
 * (a date, a date and 24-hour time, a month): ranges, seconds, week numbers and am/pm keep
 * MUI's English. Undefined while no `mui` strings are loaded: MUI's English, not raw keys.
 */
export function pickerLocaleText(i18n: I18n, language: string): PickersInputLocaleText | undefined {
  if (!i18n.exists('mui.datePicker.chooseDate', { lng: language })) return undefined;
  const t = i18n.getFixedT(language);
  const select = {
    hours: t('mui.datePicker.selectHours'),
    minutes: t('mui.datePicker.selectMinutes'),
  };
  // The pickers run with 24-hour time and no seconds: other views never show.
  const selectView = (view: string) => select[view as keyof typeof select] ?? view;
  return {
    openDatePickerDialogue: (date) =>
      date ? t('mui.datePicker.chooseDateSelected', { date }) : t('mui.datePicker.chooseDate'),
    openTimePickerDialogue: (time) =>
      time ? t('mui.datePicker.chooseTimeSelected', { time }) : t('mui.datePicker.chooseTime'),
    datePickerToolbarTitle: t('mui.datePicker.dateTitle'),
    dateTimePickerToolbarTitle: t('mui.datePicker.dateTimeTitle'),
    timePickerToolbarTitle: t('mui.datePicker.timeTitle'),
    cancelButtonLabel: t('mui.datePicker.cancel'),
    clearButtonLabel: t('mui.datePicker.clear'),
    fieldClearLabel: t('mui.datePicker.clear'),
    okButtonLabel: t('mui.datePicker.ok'),
    todayButtonLabel: t('mui.datePicker.today'),
    nextStepButtonLabel: t('mui.datePicker.next'),
    previousMonth: t('mui.datePicker.previousMonth'),
    nextMonth: t('mui.datePicker.nextMonth'),
    openPreviousView: t('mui.datePicker.previousView'),
    openNextView: t('mui.datePicker.nextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      t(view === 'year' ? 'mui.datePicker.yearViewOpen' : 'mui.datePicker.calendarViewOpen'),
    dateTableLabel: t('mui.datePicker.dateTable'),
    timeTableLabel: t('mui.datePicker.timeTable'),
    selectViewText: selectView,
    clockLabelText: (view, time) =>
      `${selectView(view)}. ${
        time ? t('mui.datePicker.selectedTime', { time }) : t('mui.datePicker.noTime')
      }`,
    hoursClockNumberText: (hours) => t('mui.datePicker.hours', { count: Number(hours) }),
    minutesClockNumberText: (minutes) => t('mui.datePicker.minutes', { count: Number(minutes) }),
    // The field's sections, named for screen readers ("Day", "Month", "Year").
    day: t('mui.datePicker.sections.day'),
    month: t('mui.datePicker.sections.month'),
    year: t('mui.datePicker.sections.year'),
    hours: t('mui.datePicker.sections.hours'),
    minutes: t('mui.datePicker.sections.minutes'),
    empty: t('mui.datePicker.sections.empty'),
    // What an empty section shows while typing: our formats are DD/MM/YYYY and HH:mm.
    fieldDayPlaceholder: () => t('mui.datePicker.placeholders.day'),
    fieldMonthPlaceholder: () => t('mui.datePicker.placeholders.month'),
    fieldYearPlaceholder: () => t('mui.datePicker.placeholders.year'),
    fieldHoursPlaceholder: () => t('mui.datePicker.placeholders.hours'),
    fieldMinutesPlaceholder: () => t('mui.datePicker.placeholders.minutes'),
  };
}
