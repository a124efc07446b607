import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test-support/render';
import { Navbar } from './navbar';

const TOP_ITEMS = [
  ['Home', '/#home'],
  ['About Us', '/#about'],
  ['Events', '/#events'],
  ['Mentors', '/#mentors'],
  ['Team', '/#team'],
  ['Contact', '/#contact'],
] as const;

const OPPORTUNITIES = [
  ['Wall of Ideas', '/#wall-of-ideas'],
  ['Internships', '/#internships'],
  ['Projects', '/#projects'],
] as const;

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const opportunitiesButton = () => within(mainNav()).getByRole('button', { name: 'Opportunities' });
const menuButton = () => screen.getByRole('button', { name: /^(Open|Close) menu$/ });

describe('Navbar', () => {
  it('shows every item of docs/product.md#navigation-bar in order, each linking to its home section', () => {
    renderWithProviders(<Navbar />);
    const nav = mainNav();

    for (const [label, href] of TOP_ITEMS) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(opportunitiesButton()).toBeInTheDocument();

    // Order: Home, About Us, Opportunities, Events, Mentors, Team, Contact.
    const entries = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === nav.querySelector('ul'))
      .map((item) => item.firstElementChild?.textContent?.trim());
    expect(entries).toEqual(['Home', 'About Us', 'Opportunities', 'Events', 'Mentors', 'Team', 'Contact']);
  });

  it('has a Login link to /login and a home link on the logo', () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Innovation & Incubation Centre, home/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('opens and closes the Opportunities submenu with its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const button = opportunitiesButton();
    const submenu = document.getElementById(button.getAttribute('aria-controls')!)!;

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(submenu).not.toBeVisible();
    for (const [label] of OPPORTUNITIES) {
      expect(within(mainNav()).queryByRole('link', { name: label })).not.toBeInTheDocument();
    }

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(submenu).toBeVisible();
    for (const [label, href] of OPPORTUNITIES) {
      expect(within(submenu).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(submenu).not.toBeVisible();
  });

  it('closes the submenu with Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const button = opportunitiesButton();

    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Wall of Ideas' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Wall of Ideas' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes the submenu when a pointer goes down outside it or focus leaves it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const button = opportunitiesButton();

    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.tab(); // Wall of Ideas
    await user.tab(); // Internships
    await user.tab(); // Projects
    await user.tab(); // Events, outside the menu
    expect(within(mainNav()).getByRole('link', { name: 'Events' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the submenu when one of its items is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    await user.click(opportunitiesButton());
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(opportunitiesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the mobile menu panel and its aria-expanded with the menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const toggle = menuButton();
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;

    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const panelLinks = within(panel)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(panelLinks).toEqual([...TOP_ITEMS.slice(0, 2), ...OPPORTUNITIES, ...TOP_ITEMS.slice(2)]);
    expect(within(panel).getByText('Opportunities')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes the mobile menu when a link in it is chosen, and with Escape (focus back on the button)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const toggle = menuButton();
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;

    await user.click(toggle);
    await user.click(within(panel).getByRole('link', { name: 'Team' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    within(panel).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
