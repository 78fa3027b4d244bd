import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { AboutPage } from '../pages/about/AboutPage';
import { HomePage } from '../pages/HomePage';
import { RemotePage } from '../pages/RemotePage';
import { NOT_FOUND, RouteErrorPage } from './RouteErrorPage';

/**
 * Route errors render inside the layout (header and navigation stay); the
 * root errorElement only catches a failure of the layout itself.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'report',
            element: (
              <RemotePage
                title="Report Symptoms"
                description="Report your symptoms anonymously with your country and postal code, and get a health tip."
                remote="report"
                expose="ReportPage"
              />
            ),
          },
          {
            path: 'phone-ai',
            element: (
              <RemotePage
                title="AI Diagnosis"
                description="Call the HealthWatch AI phone line for a symptom consultation, or scan the QR code to call."
                remote="phoneAi"
                expose="PhoneAiPage"
              />
            ),
          },
          {
            path: 'analytics',
            element: (
              <RemotePage
                title="Analytics"
                description="Outbreak prediction, health trends, seasonal patterns and risk assessment from community reports."
                remote="analytics"
                expose="AnalyticsPage"
              />
            ),
          },
          { path: 'about', element: <AboutPage /> },
          { path: '*', element: <RouteErrorPage error={NOT_FOUND} /> },
        ],
      },
    ],
  },
];
