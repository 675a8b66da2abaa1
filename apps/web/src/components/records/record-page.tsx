import type { ApprovalStatus } from '@raahi/domain/statuses';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A titled card on a record's page. */
export function RecordSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={props.id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={props.id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

/** Back to the list the record came from. */
export function RecordBackLink(props: { to: string; label: string }) {
  return (
    <Link
      component={RouterLink}
      to={props.to}
      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
    >
      <ArrowBackIcon fontSize="small" />
      {props.label}
    </Link>
  );
}

/** The record does not exist, or is not this person's to see; with the way back to its list. */
export function RecordNotFound(props: {
  Icon: typeof SvgIcon;
  title: string;
  body: string;
  backTo: string;
  backLabel: string;
}) {
  const { Icon } = props;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, textAlign: 'center' }}>
      <Icon color="disabled" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {props.body}
      </Typography>
      <Button component={RouterLink} to={props.backTo} variant="contained">
        {props.backLabel}
      </Button>
    </Paper>
  );
}

/** Continue onboarding (a Staged record) or Edit: both open the record's wizard. */
export function EditRecordButton(props: {
  to: string;
  staged: boolean;
  continueLabel: string;
  editLabel: string;
}) {
  return (
    <Button
      component={RouterLink}
      to={props.to}
      variant={props.staged ? 'contained' : 'outlined'}
      startIcon={props.staged ? <PlayArrowIcon /> : <EditOutlinedIcon />}
    >
      {props.staged ? props.continueLabel : props.editLabel}
    </Button>
  );
}

/** Where the record's approval stands, when it asks something of the reader. */
export function ApprovalNotices(props: {
  status: ApprovalStatus;
  rejectionReason: string | null;
  text: { rejected: string; staged: string; pending: string };
}) {
  const { status, text } = props;
  if (status === 'Rejected') {
    return (
      <Alert severity="error">
        <AlertTitle>{text.rejected}</AlertTitle>
        {props.rejectionReason}
      </Alert>
    );
  }
  if (status === 'Staged') return <Alert severity="info">{text.staged}</Alert>;
  if (status === 'Pending') return <Alert severity="warning">{text.pending}</Alert>;
  return null;
}
