import type { Child, User } from '@kiddo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createChild, createUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp, storeLoggedInParent } from '../../../test/render-app';

// jsdom has no canvas: the crop itself is tested in the browser; here it yields a ready avatar.jpg.
vi.mock('../components/avatar-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../components/avatar-file')>()),
  cropImageToFile: vi.fn(async () => new File(['jpeg'], 'avatar.jpg', { type: 'image/jpeg' })),
}));

const CREATE = 'POST /api/parent/children';
/** A birth date that makes a nine-year-old today. */
const BIRTH_DATE = `${new Date().getFullYear() - 9}-01-15`;

function setup(options: { user?: User; path?: string; routes?: Parameters<typeof mockApi>[0] } = {}) {
  const user = options.user ?? createUser();
  storeLoggedInParent(user);
  const api = mockApi({
    'GET /api/auth/parent/validate': { body: { success: true, valid: true, user } },
    'GET /api/parent/children': { body: { success: true, children: [] } },
    ...options.routes,
  });
  return { api, view: renderApp(options.path ?? '/children/new') };
}

type View = ReturnType<typeof setup>['view'];

async function fillRequiredFields(view: View) {
  await view.user.type(await screen.findByLabelText('Nome'), 'Lia Souza');
  fireEvent.change(screen.getByLabelText('Data de nascimento'), { target: { value: BIRTH_DATE } });
  await view.user.type(screen.getByLabelText('Usuário'), 'lia_s');
  await view.user.type(screen.getByLabelText('Senha'), 'abc-lua-123');
  await view.user.type(screen.getByLabelText('Confirmar senha'), 'abc-lua-123');
}

function topicGroup(name: string) {
  return screen.getByRole('group', { name });
}

async function addTopic(view: View, list: string, topic: string) {
  await view.user.type(within(topicGroup(list)).getByRole('textbox'), `${topic}{Enter}`);
}

/** A chosen image whose crop dialog opened and "loaded" (jsdom loads no images). */
async function chooseAndApplyAvatar(view: View) {
  const input = screen.getByLabelText('Foto');
  await view.user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajustar foto' });
  const image = within(dialog).getByRole('img', { name: 'Foto escolhida' });
  Object.defineProperty(image, 'width', { value: 400 });
  Object.defineProperty(image, 'height', { value: 300 });
  fireEvent.load(image);
  await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('child form: create', () => {
  it('counts the missing required fields in the banner as they are filled', async () => {
    const { view } = setup();
    const banner = await screen.findByText(/campos obrigatórios/);
    expect(banner).toHaveTextContent(
      'Faltam 5 campos obrigatórios: Nome, Data de nascimento, Usuário, Senha, Confirmar senha.',
    );

    await view.user.type(screen.getByLabelText('Nome'), 'Lia');
    expect(banner).toHaveTextContent(
      'Faltam 4 campos obrigatórios: Data de nascimento, Usuário, Senha, Confirmar senha.',
    );
    fireEvent.change(screen.getByLabelText('Data de nascimento'), { target: { value: BIRTH_DATE } });
    await view.user.type(screen.getByLabelText('Usuário'), 'lia');
    await view.user.type(screen.getByLabelText('Senha'), 'abc-lua-123');
    expect(screen.getByText('Falta preencher 1 campo obrigatório: Confirmar senha.')).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Confirmar senha'), 'abc-lua-123');
    expect(screen.queryByText(/campos? obrigatórios?/)).not.toBeInTheDocument();
    await view.user.clear(screen.getByLabelText('Nome'));
    expect(screen.getByText('Falta preencher 1 campo obrigatório: Nome.')).toBeInTheDocument();
  });

  it('shows the age computed from the birth date', async () => {
    setup();
    fireEvent.change(await screen.findByLabelText('Data de nascimento'), { target: { value: BIRTH_DATE } });
    expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription(/^Idade: 9 anos/);
  });

  it('generates a passphrase in the child’s language with crypto and fills the confirmation, shown', async () => {
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    const { view } = setup();

    await view.user.click(await screen.findByRole('button', { name: 'Gerar senha' }));

    const password = screen.getByLabelText('Senha') as HTMLInputElement;
    const confirmation = screen.getByLabelText('Confirmar senha') as HTMLInputElement;
    expect(password.value).toMatch(/^[a-z]+-[a-z]+-[1-9][0-9]$/);
    expect(confirmation.value).toBe(password.value);
    expect(password).toHaveAttribute('type', 'text');
    expect(getRandomValues).toHaveBeenCalled();

    await view.user.click(screen.getAllByRole('button', { name: 'Ocultar senha' })[0]!);
    expect(password).toHaveAttribute('type', 'password');

    await view.user.click(screen.getByRole('button', { name: 'Gerar senha' }));
    expect(password.value).toMatch(/^[a-z]+-[a-z]+-[1-9][0-9]$/);
    expect(confirmation.value).toBe(password.value);
  });

  it('locks audio for a parent without the plan, with a way to subscribe', async () => {
    setup({ user: createUser({ plan: 'none' }) });

    const audio = await screen.findByRole('switch', { name: 'Áudio' });
    expect(audio).toBeDisabled();
    expect(audio).not.toBeChecked();
    expect(
      screen.getByText('O modo de áudio está disponível apenas para assinantes do Super Kiddo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer o Super Kiddo' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByLabelText('Qualidade da voz')).not.toBeInTheDocument();
  });

  it('lets a subscriber turn audio on, and only then choose the voice quality', async () => {
    const { view } = setup({ user: createUser({ plan: 'pro' }) });

    const audio = await screen.findByRole('switch', { name: 'Áudio' });
    expect(audio).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Conhecer o Super Kiddo' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Qualidade da voz')).not.toBeInTheDocument();

    await view.user.click(audio);
    expect(audio).toBeChecked();
    expect(screen.getByLabelText('Qualidade da voz')).toHaveValue('standard');

    await view.user.click(audio);
    expect(screen.queryByLabelText('Qualidade da voz')).not.toBeInTheDocument();
  });

  it('adds topics by Enter or the Add button, ignoring blanks and duplicates, and removes them', async () => {
    const { api, view } = setup();
    const interests = await screen.findByRole('group', { name: 'Interesses' });
    const input = screen.getByLabelText('Interesses');

    await view.user.type(input, 'Dinossauros{Enter}');
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dinossauros']);
    expect(input).toHaveValue('');

    await view.user.type(input, 'Espaço');
    await view.user.click(within(interests).getByRole('button', { name: 'Adicionar' }));
    await view.user.type(input, '   ');
    await view.user.click(within(interests).getByRole('button', { name: 'Adicionar' }));
    await view.user.type(input, '{Enter}');
    await view.user.type(input, '  dinossauros {Enter}');
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dinossauros', 'Espaço']);
    expect(within(interests).getByText('Esse tema já está na lista.')).toBeInTheDocument();

    await view.user.click(within(interests).getByRole('button', { name: 'Remover Dinossauros' }));
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Espaço']);

    // The lists are separate, and Enter in them never submits the form.
    await addTopic(view, 'Temas bloqueados', 'Dinossauros');
    expect(within(topicGroup('Temas bloqueados')).getByText('Dinossauros')).toBeInTheDocument();
    expect(within(topicGroup('Temas favoritos')).queryAllByRole('listitem')).toHaveLength(0);
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('shows the inline errors only after a submit attempt, and sends nothing', async () => {
    const { api, view } = setup();
    const name = await screen.findByLabelText('Nome');
    expect(name).not.toHaveAttribute('aria-invalid');

    await view.user.type(screen.getByLabelText('Senha'), 'abc');
    await view.user.type(screen.getByLabelText('Confirmar senha'), 'abd');
    fireEvent.change(screen.getByLabelText('Data de nascimento'), { target: { value: '2023-01-01' } });
    expect(screen.queryByText('Campo obrigatório.')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Criar' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Campo obrigatório.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription(
      expect.stringContaining('A criança precisa ter entre 6 e 14 anos.'),
    );
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(
      expect.stringContaining('A senha deve ter pelo menos 8 caracteres'),
    );
    expect(screen.getByLabelText('Confirmar senha')).toHaveAccessibleDescription('As senhas não coincidem');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('sends the spec create payload, then toasts and returns to the list', async () => {
    const created = createChild({ id: 'new-1', name: 'Lia Souza', username: 'lia_s' });
    const { api, view } = setup({ routes: { [CREATE]: { status: 201, body: { success: true, child: created } } } });

    await fillRequiredFields(view);
    await view.user.selectOptions(screen.getByLabelText('Idioma da criança'), 'en');
    await view.user.selectOptions(screen.getByLabelText('Complexidade das respostas'), 'simple');
    await addTopic(view, 'Interesses', 'Dinossauros');
    await addTopic(view, 'Temas favoritos', 'Planetas');
    await addTopic(view, 'Temas bloqueados', 'Violência');
    await view.user.clear(screen.getByLabelText('Conversas por dia'));
    await view.user.type(screen.getByLabelText('Conversas por dia'), '5');
    await view.user.clear(screen.getByLabelText('Tamanho máximo da mensagem'));
    await view.user.type(screen.getByLabelText('Tamanho máximo da mensagem'), '300');
    await view.user.clear(screen.getByLabelText('Minutos por dia'));
    await view.user.type(screen.getByLabelText('Minutos por dia'), '60');
    await view.user.click(screen.getByRole('button', { name: 'Criar' }));

    expect(await screen.findByText('Criança cadastrada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      language: 'pt',
      name: 'Lia Souza',
      birth_date: BIRTH_DATE,
      username: 'lia_s',
      password: 'abc-lua-123',
      child_language: 'en',
      audio_enabled: false,
      voice_quality: 'standard',
      response_complexity: 'simple',
      max_daily_chats: 5,
      max_message_length: 300,
      interest_topics: ['Dinossauros'],
      favorite_topics: ['Planetas'],
      blocked_topics: ['Violência'],
      blocked_topic_terms: {},
      time_restrictions: 60,
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/children'));
  });

  it('shows what a blocked topic also blocks and sends the list without the items the parent removed', async () => {
    const created = createChild({ id: 'new-2', name: 'Lia Souza', username: 'lia_s' });
    const { api, view } = setup({
      routes: {
        [CREATE]: { status: 201, body: { success: true, child: created } },
        'GET /api/parent/topic-expansion': (request) => ({
          body: {
            success: true,
            topic: request.url.searchParams.get('topic'),
            terms: ['T-rex', 'velociraptor', 'fóssil', '🦖'],
          },
        }),
      },
    });
    await fillRequiredFields(view);
    await addTopic(view, 'Temas bloqueados', 'Dinossauros');
    const terms = await screen.findByTestId('blocked-topic-terms');
    expect(terms).toHaveTextContent('“Dinossauros” também bloqueia:');
    expect(terms).toHaveTextContent('velociraptor');
    await view.user.click(screen.getByRole('button', { name: 'Deixar de bloquear “fóssil” (de Dinossauros)' }));
    expect(terms).not.toHaveTextContent('fóssil');
    await view.user.click(screen.getByRole('button', { name: 'Criar' }));

    expect(await screen.findByText('Criança cadastrada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      blocked_topics: ['Dinossauros'],
      blocked_topic_terms: { Dinossauros: ['T-rex', 'velociraptor', '🦖'] },
    });
  });

  it('checks the number ranges before sending', async () => {
    const { api, view } = setup();
    await fillRequiredFields(view);
    await view.user.clear(screen.getByLabelText('Conversas por dia'));
    await view.user.type(screen.getByLabelText('Conversas por dia'), '51');
    await view.user.clear(screen.getByLabelText('Tamanho máximo da mensagem'));
    await view.user.type(screen.getByLabelText('Tamanho máximo da mensagem'), '49');
    await view.user.click(screen.getByRole('button', { name: 'Criar' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Conversas por dia')).toHaveAccessibleDescription(
        expect.stringContaining('O limite diário de conversas deve ser entre 1 e 50.'),
      ),
    );
    expect(screen.getByLabelText('Tamanho máximo da mensagem')).toHaveAccessibleDescription(
      expect.stringContaining('O tamanho máximo da mensagem deve ser entre 50 e 2000 caracteres.'),
    );
    expect(screen.getByLabelText('Conversas por dia')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Conversas por dia')).toHaveAttribute('max', '50');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it("shows the server's field errors on the matching inputs and its message in a toast", async () => {
    const { view } = setup({
      routes: {
        [CREATE]: {
          status: 409,
          body: {
            success: false,
            code: 'username_taken',
            error: 'Este nome de usuário já está em uso. Escolha outro.',
            fields: { username: 'Este nome de usuário já está em uso. Escolha outro.' },
          },
        },
      },
    });
    await fillRequiredFields(view);
    await view.user.click(screen.getByRole('button', { name: 'Criar' }));

    const username = screen.getByLabelText('Usuário');
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        expect.stringContaining('Este nome de usuário já está em uso. Escolha outro.'),
      ),
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Este nome de usuário já está em uso. Escolha outro.')).toHaveLength(2);
    expect(view.router.state.location.pathname).toBe('/children/new');
  });

  it('shows an age refused by the server next to the birth date', async () => {
    const { view } = setup({
      routes: {
        [CREATE]: {
          status: 400,
          body: {
            success: false,
            code: 'validation_error',
            error: 'A criança precisa ter entre 6 e 14 anos.',
            fields: { birth_date: 'A criança precisa ter entre 6 e 14 anos.' },
          },
        },
      },
    });
    await fillRequiredFields(view);
    await view.user.click(screen.getByRole('button', { name: 'Criar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription(
        expect.stringContaining('A criança precisa ter entre 6 e 14 anos.'),
      ),
    );
  });

  it('falls back to the spec text when the server sends none', async () => {
    const { view } = setup({ routes: { [CREATE]: { status: 500, body: undefined } } });
    await fillRequiredFields(view);
    await view.user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Erro ao cadastrar criança')).toBeInTheDocument();
  });

  it('holds a cropped photo and uploads it after the creation, saying so when that upload fails', async () => {
    const created = createChild({ id: 'new-1' });
    const { api, view } = setup({
      routes: {
        [CREATE]: { status: 201, body: { success: true, child: created } },
        'POST /api/parent/children/new-1/avatar': {
          status: 413,
          body: { success: false, code: 'image_too_large', error: 'A imagem deve ter no máximo 5 MB.' },
        },
      },
    });

    await fillRequiredFields(view);
    await chooseAndApplyAvatar(view);
    expect(await screen.findByText('A foto será enviada quando o perfil for criado.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.pathname.endsWith('/avatar'))).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Criar' }));

    expect(await screen.findByText('Criança cadastrada, mas não foi possível enviar a foto.')).toBeInTheDocument();
    const upload = api.callsTo('POST /api/parent/children/new-1/avatar')[0];
    expect(upload?.formData?.get('avatar')).toMatchObject({ name: 'avatar.jpg', type: 'image/jpeg' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/children'));
  });

  it('goes back to the list on Cancel', async () => {
    const { view } = setup();
    await view.user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/children'));
  });
});

describe('child form: edit', () => {
  const CHILD: Child = createChild({
    id: 'c1',
    name: 'Lia Souza',
    username: 'lia',
    birth_date: '2016-03-10',
    language: 'es',
    parental_controls: {
      audio_enabled: false,
      voice_quality: 'standard',
      response_complexity: 'advanced',
      max_daily_chats: 12,
      max_message_length: 800,
      interest_topics: ['Robôs'],
      favorite_topics: [],
      blocked_topics: ['Terror'],
      blocked_topic_terms: { Terror: ['horror', 'filme de terror'] },
      time_restrictions: 90,
    },
  });

  function setupEdit(routes: Parameters<typeof mockApi>[0] = {}, user = createUser()) {
    return setup({
      user,
      path: '/children/c1',
      routes: { 'GET /api/parent/children/c1': { body: { success: true, child: CHILD } }, ...routes },
    });
  }

  it('loads the child into tabs and saves the update payload with nested controls', async () => {
    const { api, view } = setupEdit({
      'PUT /api/parent/children/c1': { body: { success: true, child: { ...CHILD, name: 'Lia S.' } } },
    });

    expect(await screen.findByLabelText('Nome')).toHaveValue('Lia Souza');
    expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Idioma da criança')).toHaveValue('es');
    expect(screen.queryByText(/obrigatório/)).not.toBeInTheDocument();

    await view.user.clear(screen.getByLabelText('Nome'));
    expect(screen.getByText('Falta preencher 1 campo obrigatório: Nome.')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Nome'), 'Lia S.');
    await view.user.click(screen.getByRole('tab', { name: 'Interesses' }));
    await addTopic(view, 'Temas favoritos', 'Música');
    await view.user.click(screen.getByRole('tab', { name: 'Filtros' }));
    expect(screen.getByLabelText('Conversas por dia')).toHaveValue(12);
    await view.user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/parent/children/c1')[0]?.body).toEqual({
      language: 'pt',
      name: 'Lia S.',
      birth_date: '2016-03-10',
      username: 'lia',
      child_language: 'es',
      parental_controls: {
        audio_enabled: false,
        voice_quality: 'standard',
        response_complexity: 'advanced',
        max_daily_chats: 12,
        max_message_length: 800,
        interest_topics: ['Robôs'],
        favorite_topics: ['Música'],
        blocked_topics: ['Terror'],
        blocked_topic_terms: { Terror: ['horror', 'filme de terror'] },
        time_restrictions: 90,
      },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/children'));
  });

  it('opens the tab of a field the server refused and shows the error there', async () => {
    const { view } = setupEdit({
      'PUT /api/parent/children/c1': {
        status: 400,
        body: {
          success: false,
          code: 'validation_error',
          error: 'O limite diário de conversas deve ser entre 1 e 50.',
          fields: { 'parental_controls.max_daily_chats': 'O limite diário de conversas deve ser entre 1 e 50.' },
        },
      },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Filtros' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('Conversas por dia')).toHaveAccessibleDescription(
      expect.stringContaining('O limite diário de conversas deve ser entre 1 e 50.'),
    );
    await waitFor(() => expect(screen.getByLabelText('Conversas por dia')).toHaveFocus());
  });

  it('uploads a cropped photo at once, and removes an uploaded one', async () => {
    const withPhoto = { ...CHILD, avatar_url: '/api/uploads/avatars/c1-x.jpg', has_uploaded_avatar: true };
    const { api, view } = setupEdit({
      'POST /api/parent/children/c1/avatar': {
        body: { success: true, avatar_url: withPhoto.avatar_url, child: withPhoto },
      },
      'DELETE /api/parent/children/c1/avatar': { body: { success: true, child: CHILD } },
    });

    await screen.findByLabelText('Nome');
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
    await chooseAndApplyAvatar(view);

    expect(await screen.findByText('Foto atualizada!')).toBeInTheDocument();
    const upload = api.callsTo('POST /api/parent/children/c1/avatar')[0];
    expect(upload?.url.searchParams.get('language')).toBe('pt');
    expect(upload?.formData?.get('avatar')).toMatchObject({ name: 'avatar.jpg', type: 'image/jpeg' });

    await view.user.click(await screen.findByRole('button', { name: 'Remover foto' }));
    expect(await screen.findByText('Foto removida.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/parent/children/c1/avatar')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument());
  });

  it('keeps audio off and locked for a parent without the plan even when it was on', async () => {
    const withAudio = { ...CHILD, parental_controls: { ...CHILD.parental_controls, audio_enabled: true } };
    const { api, view } = setup({
      path: '/children/c1',
      routes: {
        'GET /api/parent/children/c1': { body: { success: true, child: withAudio } },
        'PUT /api/parent/children/c1': { body: { success: true, child: CHILD } },
      },
    });

    expect(await screen.findByRole('switch', { name: 'Áudio' })).not.toBeChecked();
    await view.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Perfil atualizado com sucesso!');
    expect(api.callsTo('PUT /api/parent/children/c1')[0]?.body).toMatchObject({
      parental_controls: { audio_enabled: false },
    });
  });

  it('says the child could not be loaded, with a way back', async () => {
    setup({ path: '/children/someone-else' });
    expect(await screen.findByText('Erro ao carregar dados da criança')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para crianças' })).toHaveAttribute('href', '/children');
  });
});
