import { Outlet } from '@tanstack/react-router';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ReadinessProvider } from './readiness';

export function MainLayout() {
  return (
    <ReadinessProvider>
      <div className="flex min-h-dvh flex-col">
        <Navbar />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
    </ReadinessProvider>
  );
}
