import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { forgetOfflineSession } from '../offline/forget';
import { authStore } from '../stores/auth';
import { signOut } from '../stores/session';

/** Records of this user saved only on this phone (the outbox loads only when asked). */
const unsyncedCount = async () => {
  const userId = authStore.user?._id;
  if (!userId) return 0;
  try {
    const { listOutbox } = await import('../offline/outbox');
    return (await listOutbox(userId)).length;
  } catch {
    return 0; // IndexedDB blocked: nothing can have been saved offline
  }
};

/**
 * Logout with spec §4's rules: "Logging out..." while pending, repeated clicks ignored. With
 * records not yet synced it first asks (ADR 0012): `warning.count` above zero opens the
 * question (render `LogoutWarning` with it); they stay on the phone for the next sign-in.
 */
export const useLogout = () => {
  const [, navigate] = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);
  const [unsynced, setUnsynced] = useState(0);
  const pending = useRef(false);
  const proceed = async () => {
    pending.current = true;
    setLoggingOut(true);
    await signOut();
    await forgetOfflineSession();
    pending.current = false;
    setLoggingOut(false);
    navigate('/login');
  };
  const logout = async () => {
    if (pending.current) return;
    const waiting = await unsyncedCount();
    if (waiting > 0) setUnsynced(waiting);
    else await proceed();
  };
  const warning = {
    count: unsynced,
    onConfirm: async () => {
      setUnsynced(0);
      await proceed();
    },
    onCancel: () => setUnsynced(0),
  };
  return { logout, loggingOut, warning };
};
