import { lazy, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { connectNavigation } from '../platform/navigation';
import { Dashboard } from '../screens/dashboard/Dashboard';
import { GatePrompts } from '../screens/gate/GatePrompts';
import { PhonePage } from '../screens/PhonePage';
import { Suspended } from '../ui/Suspended';

const Landing = lazy(() => import('../screens/landing/Landing'));
const LoginPage = lazy(() => import('../screens/login/LoginPage'));
const Exception = lazy(() => import('../screens/Exception'));
const Intro = lazy(() => import('../screens/Intro'));

/** Hands the router's navigate function to the store's navigation service. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => connectNavigation(navigate), [navigate]);
  return null;
}

/** The app's routes (seed 2 §2.1): standalone pages, the dashboard with its panels, and the phone routes. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <NavigationBridge />
      <Routes>
        <Route path="/" element={<Suspended><Landing /></Suspended>} />
        <Route path="/intro" element={<Suspended><Intro /></Suspended>} />
        <Route path="/login" element={<Suspended><LoginPage mode="login" /></Suspended>} />
        <Route path="/celllogin" element={<Suspended><LoginPage mode="login" /></Suspended>} />
        <Route path="/bindcell" element={<Suspended><LoginPage mode="bind" /></Suspended>} />
        <Route path="/qrcode" element={<Suspended><LoginPage mode="qrcode" /></Suspended>} />
        <Route path="/exception" element={<Suspended><Exception /></Suspended>} />
        <Route path="/dashboard" element={<Navigate to="/dashboard/archive" replace />} />
        <Route path="/dashboard/:tab" element={<Dashboard />} />
        <Route path="/dashboard/:tab/panel/*" element={<Dashboard panel="panel" />} />
        <Route path="/dashboard/:tab/settings/*" element={<Dashboard panel="settings" />} />
        {/* Every other path is a phone route (/edit/new, /detail/{id}…) or page-not-found. */}
        <Route path="*" element={<PhonePage />} />
      </Routes>
      <GatePrompts />
    </BrowserRouter>
  );
}
