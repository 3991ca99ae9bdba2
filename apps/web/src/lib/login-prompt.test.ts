import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from './app-state.ts';
import { closeLogin, keepChoiceForReload, openLogin, openLoginForServer, takeChoiceAfterSignIn } from './login-prompt.ts';

const addItem = { kind: 'addItem', eventId: 'event-1', itemId: 'item-1' } as const;

describe('login prompt', () => {
  beforeEach(() => {
    sessionStorage.clear();
    closeLogin();
  });

  it("keeps the page's reason when the server asks for the same sign-in", () => {
    openLogin({ reason: 'addItem', name: 'Diya', resume: addItem });
    openLoginForServer('default');
    expect(appStore.get().loginPrompt).toEqual({ reason: 'addItem', name: 'Diya', resume: addItem });
    closeLogin();
    openLoginForServer('sessionEnded');
    expect(appStore.get()).toMatchObject({ showModal: true, loginPrompt: { reason: 'sessionEnded' } });
  });

  it('hands the choice to the page after the reload once, and only for its event', () => {
    openLogin({ reason: 'addItem', name: 'Diya', resume: addItem });
    keepChoiceForReload('before');
    expect(takeChoiceAfterSignIn('event-2', 'after')).toBeNull();
    expect(takeChoiceAfterSignIn('event-1', 'after')).toBeNull();

    keepChoiceForReload('before');
    expect(takeChoiceAfterSignIn('event-1', 'after')).toEqual(addItem);
    expect(takeChoiceAfterSignIn('event-1', 'after')).toBeNull();
  });

  it('leaves the choice to the next page while the page that kept it is still unloading', () => {
    openLogin({ reason: 'addItem', name: 'Diya', resume: addItem });
    keepChoiceForReload('before');
    // reload() returned, the old page's cart read answers: it must not take the choice away.
    expect(takeChoiceAfterSignIn('event-1', 'before')).toBeNull();
    expect(takeChoiceAfterSignIn('event-1', 'after')).toEqual(addItem);
  });

  it('keeps nothing when the modal was closed without signing in', () => {
    openLogin({ reason: 'addItem', resume: addItem });
    closeLogin();
    keepChoiceForReload();
    expect(sessionStorage.length).toBe(0);
  });
});
