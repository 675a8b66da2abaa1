import type { Driver } from '@raahi/domain/drivers';
import { formatPhone } from '@raahi/domain/formats';
import { formatDrivingLicence } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList, type DetailItem } from '../../../components/records/detail-list';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { listLabel, type ListName } from '../../../lib/list-labels';

export type DetailSection = 'identity' | 'contact' | 'preferences' | 'record';

const list = (values: string[]) => values.join(', ');
const labels = (t: TFunction, name: ListName, values: string[]) =>
  list(values.map((value) => listLabel(t, name, value)));

export function timingsText(t: TFunction, timings: Driver['timings']): string {
  if (timings.type === '24hrs') return t('drivers.timings.24hrs');
  return timings.slots.map((slot) => t('drivers.timings.slot', slot)).join(', ');
}

function sectionItems(t: TFunction, driver: Driver, section: DetailSection): DetailItem[] {
  const f = (key: string) => t(`drivers.fields.${key}` as 'drivers.fields.name');
  switch (section) {
    case 'identity':
      return [
        { key: 'regId', label: f('regId'), value: driver.regId },
        { key: 'name', label: f('name'), value: driver.name },
        { key: 'dlNumber', label: f('dlNumber'), value: formatDrivingLicence(driver.dlNumber) },
        { key: 'dlIssueDate', label: f('dlIssueDate'), value: formatDate(driver.dlIssueDate) },
        { key: 'dlExpiry', label: f('dlExpiry'), value: formatDate(driver.dlExpiry) },
        { key: 'dob', label: f('dob'), value: formatDate(driver.dob) },
        { key: 'gender', label: f('gender'), value: t(`drivers.genders.${driver.gender}`) },
        { key: 'aadharNumber', label: f('aadharNumber'), value: driver.aadharNumber },
        { key: 'pan', label: f('pan'), value: driver.pan },
        {
          key: 'experienceYears',
          label: f('experienceYears'),
          value: t('drivers.years', { count: driver.experienceYears }),
        },
      ];
    case 'contact':
      return [
        { key: 'phonePrimary', label: f('phonePrimary'), value: formatPhone(driver.phonePrimary) },
        {
          key: 'phoneSecondary',
          label: f('phoneSecondary'),
          value: formatPhone(driver.phoneSecondary),
        },
        {
          key: 'emergencyContact',
          label: f('emergencyContact'),
          value: driver.emergencyContact
            ? `${driver.emergencyContact.name} · ${formatPhone(driver.emergencyContact.phone)}`
            : null,
        },
        {
          key: 'addressAadhar',
          label: f('addressAadhar'),
          value: driver.addressAadhar,
          wide: true,
        },
        {
          key: 'currentAddress',
          label: f('currentAddress'),
          value: driver.currentAddress,
          wide: true,
        },
        { key: 'about', label: f('about'), value: driver.about, wide: true },
      ];
    case 'preferences':
      return [
        { key: 'languagesKnown', label: f('languagesKnown'), value: list(driver.languagesKnown) },
        {
          key: 'preferredWorkSchedules',
          label: f('preferredWorkSchedules'),
          value: labels(t, 'workSchedules', driver.preferredWorkSchedules),
        },
        { key: 'timings', label: f('timings'), value: timingsText(t, driver.timings) },
        {
          key: 'serviceTypes',
          label: f('serviceTypes'),
          value: labels(t, 'serviceTypes', driver.serviceTypes),
        },
        {
          key: 'vehicleFacilities',
          label: f('vehicleFacilities'),
          value: labels(t, 'vehicleFacilities', driver.vehicleFacilities),
        },
        {
          key: 'associatedCompanies',
          label: f('associatedCompanies'),
          value: list(driver.associatedCompanies.map((company) => company.name)),
        },
        {
          key: 'associatedVendors',
          label: f('associatedVendors'),
          value: list(driver.associatedVendors.map((vendor) => vendor.name)),
        },
      ];
    case 'record':
      return [
        {
          key: 'approvalStatus',
          label: f('approvalStatus'),
          value: t(`records.approval.${driver.approvalStatus}`),
        },
        {
          key: 'accountStatus',
          label: f('accountStatus'),
          value: t(`records.account.${driver.accountStatus}`),
        },
        ...(driver.rejectionReason
          ? [
              {
                key: 'rejectionReason',
                label: f('rejectionReason'),
                value: driver.rejectionReason,
                wide: true,
              },
            ]
          : []),
        { key: 'createdAt', label: f('createdAt'), value: formatDateTime(driver.createdAt) },
        { key: 'updatedAt', label: f('updatedAt'), value: formatDateTime(driver.updatedAt) },
      ];
  }
}

interface DriverDetailsSectionProps {
  driver: Driver;
  section: DetailSection;
  /** Offers an edit button for the section (the wizard's review step). */
  onEdit?: () => void;
}

/** One titled card of a driver's details, every field with its label. */
export function DriverDetailsSection({ driver, section, onEdit }: DriverDetailsSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t(`drivers.sections.${section}`)}
        </Typography>
        {onEdit && (
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
            {t('records.wizard.editSection')}
          </Button>
        )}
      </Box>
      <DetailList items={sectionItems(t, driver, section)} />
    </Paper>
  );
}
