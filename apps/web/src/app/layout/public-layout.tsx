import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { SpinnerOverlay } from '../../components/spinner-overlay';
import { PageDrawn } from '../snapshot/page-drawn';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const main = { flexGrow: 1 } as const;

export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      {/* The footer arrives with the page: drawn below an empty main while the page's code
          loads, it sat in view and the page pushed it away (a layout shift of 0.24–0.34). */}
      <Suspense
        fallback={
          <Box component="main" sx={main}>
            <SpinnerOverlay />
          </Box>
        }
      >
        <Box component="main" sx={main}>
          <Outlet />
        </Box>
        <PublicFooter />
        <PageDrawn />
      </Suspense>
    </Box>
  );
}
