import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { signOut } from '../stores/session';

/** Logout with spec §4's rules: "Logging out..." while pending, repeated clicks ignored. */
export const useLogout = () => {
  const [, navigate] = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);
  const pending = useRef(false);
  const logout = async () => {
    if (pending.current) return;
    pending.current = true;
    setLoggingOut(true);
    await signOut();
    pending.current = false;
    setLoggingOut(false);
    navigate('/login');
  };
  return { logout, loggingOut };
};
