import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

export const BILLING_TABS = ['invoices', 'tariffs', 'settlements', 'clients'] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

/**
 * The tabs of /billing, shared by its pages (invoices, tariffs, settlements): links, so each tab
 * is its own address. A vendor has no invoices to clients and no clients' billing details: its
 * tabs are tariffs and settlements.
 */
export function BillingTabs({ operator }: { operator: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = operator
    ? BILLING_TABS
    : BILLING_TABS.filter((tab) => tab !== 'invoices' && tab !== 'clients');
  const current = tabs.find((tab) => pathname.startsWith(`/billing/${tab}`)) ?? false;
  return (
    <Tabs
      value={current}
      aria-label={t('billing.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(`billing.tabs.${tab}`)}
          component={RouterLink}
          to={`/billing/${tab}`}
        />
      ))}
    </Tabs>
  );
}
