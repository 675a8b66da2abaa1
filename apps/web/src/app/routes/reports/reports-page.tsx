import { can } from '@raahi/domain/permissions';
import { reportPeriod } from '@raahi/domain/report-periods';
import { REPORTS, reportKindsFor, reportPath } from '@raahi/domain/reports';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { ScheduledReports } from '../../../features/reports/components/scheduled-reports';
import { isRole } from '../../../lib/is-role';
import { useSession } from '../../../lib/session';
import { reportDescription, reportTitle } from '../../../features/reports/lib/report-words';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /reports: the catalogue, each report opening on this month. */
export function ReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reports.title'));
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!can(user.role, 'reports:read')) return <Navigate to="/" replace />;
  const month = reportPeriod('this-month');
  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('reports.title')}
        </Typography>
        <Typography color="text.secondary">{t('reports.intro')}</Typography>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {reportKindsFor(user.role).map((kind) => (
          <li key={kind}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={reportPath(kind, REPORTS[kind].period ? month : {})}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {reportTitle(t, kind)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {reportDescription(t, kind)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      <ScheduledReports />
    </Box>
  );
}
