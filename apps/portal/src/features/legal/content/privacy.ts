import { CHILD_MAX_AGE, CHILD_MIN_AGE, type Language, SECURITY_EVENT_RETENTION_DAYS } from '@kiddo/contracts';
import {
  ACCESS_LOG_RETENTION_MONTHS,
  BACKUP_PURGE_DAYS,
  CHANGE_NOTICE_DAYS,
  LEGAL_CONTACTS,
  type LegalDocumentContent,
  PRIVACY_REQUEST_RESPONSE_DAYS,
} from './legal-meta';

/*
 * The privacy policy (spec §2: 10 sections, cookies included, in pt, en and es). It describes
 * what the system really does (DESIGN §1, §3, §4; the chat service and its safety layer): when
 * either changes, this text changes with it. The en and es versions translate the pt one.
 */

const { support: SUPPORT, privacy: PRIVACY } = LEGAL_CONTACTS;
const AGES = { min: CHILD_MIN_AGE, max: CHILD_MAX_AGE };

/** The privacy policy in each interface language; the section ids are the same in all three. */
export const PRIVACY_POLICY: Record<Language, LegalDocumentContent> = {
  pt: {
    title: 'Política de Privacidade',
    intro: `Esta política explica quais dados o Kiddo coleta sobre você e sobre as suas crianças, para que os usamos, com quem os compartilhamos e como você controla tudo isso. Ela foi escrita para pais e responsáveis: se algo não ficar claro, pergunte em ${PRIVACY}.`,
    sections: [
      {
        id: 'controller',
        heading: 'Quem cuida dos seus dados',
        paragraphs: [
          'O Kiddo, um serviço brasileiro, é o controlador dos dados pessoais tratados no portal dos pais e no site de chat das crianças, nos termos da Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018).',
          `Nosso encarregado pelo tratamento de dados pessoais atende em ${PRIVACY}. Para outras dúvidas, escreva para ${SUPPORT}.`,
          `Se mudarmos esta política de forma relevante, avisaremos por e-mail com ${CHANGE_NOTICE_DAYS} dias de antecedência, antes de a mudança valer.`,
        ],
      },
      {
        id: 'children',
        heading: 'Crianças e consentimento dos pais',
        paragraphs: [
          `O Kiddo é para crianças de ${AGES.min} a ${AGES.max} anos, mas quem cria a conta é sempre um adulto com mais de 18 anos que seja pai, mãe ou responsável legal da criança. As crianças não se cadastram sozinhas: o perfil delas é criado por você.`,
          'Seguimos a LGPD (art. 14): os dados das crianças são tratados no melhor interesse delas, com o consentimento específico e em destaque de um dos pais ou do responsável legal, e só coletamos o necessário para o serviço funcionar. Você dá esse consentimento ao cadastrar cada criança e pode revogá-lo quando quiser.',
          'Para famílias nos Estados Unidos, seguimos também a COPPA (lei americana de proteção da privacidade on-line das crianças): obtemos o consentimento verificável dos pais antes de coletar dados de crianças menores de 13 anos, e os pais podem rever os dados da criança, pedir que sejam apagados e impedir que continuemos a coletá-los.',
          'Não usamos os dados das crianças para publicidade, não criamos perfis de marketing e não vendemos dados de ninguém.',
        ],
      },
      {
        id: 'data-collected',
        heading: 'Quais dados coletamos',
        paragraphs: [
          'Sobre você: nome, e-mail, senha (guardamos apenas uma versão cifrada com argon2id, nunca a senha em si), idioma, fuso horário e preferências (tema, tamanho da fonte e notificações). Se você entrar com o Google, guardamos também o identificador da sua conta Google. Se nos escrever pelo formulário de contato, guardamos o nome, o e-mail e a mensagem.',
          'Pagamentos: guardamos o registro das compras e da assinatura (o que foi comprado, valor, data e situação) e o histórico de tokens. Os dados do cartão são digitados na página da Stripe, que processa os pagamentos: eles nunca passam pelo Kiddo nem ficam conosco.',
          'Sobre cada criança: nome, nome de usuário, senha (cifrada), data de nascimento (para calcular a idade), idioma, a foto do avatar se você enviar uma, os controles que você define (interesses, temas favoritos, temas bloqueados, limites de uso, complexidade das respostas e áudio), as mensagens do chat e as respostas do Kiddo, os resumos das conversas e os eventos de segurança (quando uma mensagem foi barrada e por quê).',
          'A foto do avatar é recodificada no nosso servidor, o que remove metadados como a localização (GPS) e o modelo da câmera. Se preferir não enviar foto, a criança recebe um avatar ilustrado, gerado pelo nosso próprio servidor.',
          'Dados técnicos: para proteger o serviço, registramos o endereço IP e a data e a hora dos acessos (por exemplo, para limitar tentativas de login). Não usamos esses dados para seguir você pela internet.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Para que usamos os dados',
        paragraphs: [
          'Para prestar o serviço que você contratou (execução de contrato): manter a sua conta, permitir que a criança converse com o Kiddo, mostrar o histórico e os resumos, controlar os tokens, processar compras e enviar e-mails do serviço, como confirmação de cadastro, troca de senha e alertas.',
          'Os dados das crianças são tratados com base no seu consentimento específico como responsável (LGPD, art. 14), sempre no melhor interesse da criança.',
          'Para proteger as crianças e o serviço: a camada de segurança, os alertas, a prevenção de fraudes e abusos e a segurança das contas (legítimo interesse e, em situações de risco, a proteção da vida e da integridade da criança).',
          'Para cumprir obrigações legais, como guardar registros fiscais de pagamentos e os registros de acesso exigidos pelo Marco Civil da Internet.',
          'Não usamos os dados para publicidade e não os vendemos.',
        ],
      },
      {
        id: 'ai-provider',
        heading: 'Como as conversas são processadas e o provedor de IA',
        paragraphs: [
          'Cada mensagem da criança passa primeiro por uma camada automática de segurança, que roda nos nossos servidores. Ela procura temas impróprios (como violência, conteúdo sexual e drogas), dados pessoais (telefone, endereço, e-mail, documentos) e os temas que você bloqueou. A resposta do Kiddo é verificada de novo antes de aparecer para a criança. Uma mensagem barrada não é respondida pela IA: a criança recebe uma sugestão gentil de outro assunto.',
          'As respostas vêm de um provedor de IA contratado por nós. Para escrever cada resposta, ele recebe as mensagens recentes daquela conversa e instruções com o nome da criança como está no perfil, a idade, o idioma, o nível das respostas, os interesses, os temas favoritos e os temas bloqueados. Ele não recebe o seu nome nem o seu e-mail, a data de nascimento, a foto nem dados de pagamento. Recomendamos cadastrar a criança só com o primeiro nome ou um apelido.',
          'O mesmo provedor pode também conferir se uma mensagem toca num tema que você bloqueou (recebe a mensagem e a lista de temas) e escrever o título e o resumo das conversas (recebe as mensagens da conversa).',
          'Só escolhemos provedores de IA que se comprometem, por contrato, a usar esses dados apenas para nos prestar o serviço e a não usá-los para treinar os seus modelos.',
          'Quando nenhum provedor de IA está configurado, quem responde é um companheiro de demonstração offline, que roda nos nossos servidores: nesse modo, nada sai dos nossos servidores, e o chat avisa que está em modo de demonstração.',
          'No modo de áudio, a resposta é lida em voz alta pelo próprio navegador da criança. Se usarmos um serviço de voz, ele recebe apenas o texto da resposta do Kiddo.',
        ],
      },
      {
        id: 'supervision',
        heading: 'Supervisão dos pais e alertas de segurança',
        paragraphs: [
          'Você pode ver todas as conversas de cada criança no Histórico, com data, hora e resumo, e exportá-las em texto. Não existem conversas escondidas dos pais. A criança sabe disso: o chat mostra a ela que o responsável pode ver as conversas, e o Kiddo nunca promete guardar segredos.',
          'Quando a camada de segurança barra uma mensagem, registramos um evento de segurança com o motivo (por exemplo, o tema bloqueado que apareceu) e, conforme as suas preferências de notificação, avisamos você por e-mail. O motivo é mostrado a você, nunca à criança.',
          'Se uma mensagem sugerir que a criança pensa em se machucar ou sofre abuso ou violência, ela recebe na hora uma mensagem acolhedora que a orienta a procurar um adulto de confiança e mostra telefones de ajuda, como o CVV 188. Você recebe um alerta urgente por e-mail, mesmo que tenha desligado os outros avisos.',
          'A equipe do Kiddo não lê as conversas no dia a dia. Só acessamos uma conversa quando você pede ajuda sobre ela ou quando a lei nos obriga.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Com quem compartilhamos e transferências internacionais',
        paragraphs: [
          'Compartilhamos dados apenas com os fornecedores de que o Kiddo precisa para funcionar. Eles agem como operadores: seguem as nossas instruções, sob contrato de confidencialidade e segurança. São eles: hospedagem e banco de dados, armazenamento de arquivos (fotos de avatar), envio de e-mails, a Stripe (pagamentos), o provedor de IA (conversas, como descrito acima) e o Google, se você escolher entrar com a sua conta Google (o Google nos informa o seu nome e e-mail).',
          'Também entregamos dados a autoridades quando a lei ou uma ordem judicial exigir. Nunca vendemos nem alugamos dados pessoais.',
          'Alguns desses fornecedores podem tratar dados fora do Brasil, por exemplo nos Estados Unidos ou na União Europeia. Nesses casos, a transferência segue a LGPD (arts. 33 a 36), com salvaguardas adequadas, como cláusulas contratuais padrão, que garantem proteção equivalente à da lei brasileira.',
        ],
      },
      {
        id: 'retention-security',
        heading: 'Por quanto tempo guardamos e como protegemos',
        paragraphs: [
          'Guardamos as conversas e os resumos até que você os exclua, seja uma conversa, um perfil de criança ou a conta inteira. Os dados da conta ficam enquanto ela existir.',
          `Quando você exclui algo, removemos na hora dos sistemas em uso; as cópias de segurança (backups) são apagadas em até ${BACKUP_PURGE_DAYS} dias.`,
          `Os registros de pagamento e de movimentação de tokens são mantidos pelo prazo que a legislação fiscal exige, sem dados pessoais além dos que essa lei obriga a guardar. Os registros de acesso (IP, data e hora) são guardados por ${ACCESS_LOG_RETENTION_MONTHS} meses, como exige o Marco Civil da Internet.`,
          'Para proteger os dados: as senhas são cifradas com argon2id; as sessões usam códigos aleatórios, guardados apenas em forma de hash e encerrados quando você sai ou troca a senha; cada responsável só acessa as próprias crianças; o link de acesso da criança pode ser trocado a qualquer momento; e as fotos são recodificadas, sem metadados de localização.',
          `Depois que uma conta é excluída, guardamos apenas uma impressão (hash SHA-256) do e-mail, que não permite recuperar o endereço, só para não conceder o bônus de cadastro duas vezes à mesma pessoa. O registro de segurança da conta (entradas, tentativas erradas e trocas de senha, com IP e navegador) é mostrado a você em Configurações e apagado após ${SECURITY_EVENT_RETENTION_DAYS} dias.`,
          'Nenhum sistema é totalmente seguro. Se houver um incidente que possa trazer risco ou dano relevante, avisaremos você e a Autoridade Nacional de Proteção de Dados (ANPD), como manda a LGPD.',
        ],
      },
      {
        id: 'rights',
        heading: 'Seus direitos e como exercê-los',
        paragraphs: [
          'Pela LGPD (e, para crianças nos Estados Unidos, pela COPPA), você tem direito, sobre os seus dados e os das suas crianças, a: confirmar que tratamos dados e acessá-los; corrigir dados incompletos ou errados; receber uma cópia (portabilidade); pedir a exclusão; saber com quem os compartilhamos; e revogar o consentimento.',
          'Quase tudo você faz sozinho no portal: corrige os dados da conta em Configurações e os dos perfis em Crianças; vê e exporta cada conversa no Histórico; baixa uma cópia de todos os dados da conta em formato JSON em Configurações; e exclui uma conversa (no Histórico), um perfil de criança (em Crianças) ou a conta inteira (em Configurações, confirmando com a sua senha).',
          'Revogar o consentimento para uma criança é excluir o perfil dela: deixamos de tratar os dados dela e apagamos o seu histórico.',
          `Se preferir, escreva para ${PRIVACY}. Podemos pedir que você confirme a sua identidade e respondemos em até ${PRIVACY_REQUEST_RESPONSE_DAYS} dias. Se achar que não resolvemos o seu pedido, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD), em gov.br/anpd.`,
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies e armazenamento local',
        paragraphs: [
          'O Kiddo não usa cookies de publicidade nem de rastreamento, e não usa ferramentas de análise de terceiros.',
          'Para funcionar, o portal guarda no armazenamento local do seu navegador (localStorage): o código da sua sessão, para você continuar conectado; os dados básicos da conta; o idioma; a aparência (tema e tamanho da fonte); e se o menu lateral está recolhido. O site de chat guarda do mesmo jeito a sessão e o perfil básico da criança. Esses dados ficam no seu aparelho: a sessão é apagada quando você sai da conta, e o resto, quando você limpa os dados do navegador.',
          'As páginas de pagamento da Stripe e a tela de login do Google pertencem a essas empresas e usam cookies próprios, regidos pelas políticas delas.',
        ],
      },
    ],
  },

  en: {
    title: 'Privacy Policy',
    intro: `This policy explains what data Kiddo collects about you and your children, what we use it for, who we share it with and how you stay in control of it. It is written for parents and guardians: if anything is unclear, ask us at ${PRIVACY}.`,
    sections: [
      {
        id: 'controller',
        heading: 'Who looks after your data',
        paragraphs: [
          'Kiddo, a Brazilian service, is the controller of the personal data processed on the parent portal and on the children’s chat site, under Brazil’s General Data Protection Law (LGPD, Law 13,709/2018).',
          `Our data protection officer can be reached at ${PRIVACY}. For anything else, write to ${SUPPORT}.`,
          `If we change this policy in a meaningful way, we will tell you by e-mail ${CHANGE_NOTICE_DAYS} days before the change takes effect.`,
        ],
      },
      {
        id: 'children',
        heading: 'Children and parental consent',
        paragraphs: [
          `Kiddo is for children aged ${AGES.min} to ${AGES.max}, but the account is always created by an adult over 18 who is the child’s parent or legal guardian. Children do not sign up on their own: you create their profile.`,
          'We follow the LGPD (art. 14): children’s data is processed in their best interest, with the specific and prominent consent of a parent or legal guardian, and we collect only what the service needs to work. You give this consent when you add each child, and you can withdraw it whenever you like.',
          'For families in the United States, we also follow COPPA (the Children’s Online Privacy Protection Act): we obtain verifiable parental consent before collecting data from children under 13, and parents can review their child’s data, have it deleted and stop us from collecting any more.',
          'We do not use children’s data for advertising, we do not build marketing profiles, and we do not sell anyone’s data.',
        ],
      },
      {
        id: 'data-collected',
        heading: 'What data we collect',
        paragraphs: [
          'About you: your name, e-mail address, password (we keep only a version hashed with argon2id, never the password itself), language, time zone and preferences (theme, font size and notifications). If you sign in with Google, we also keep your Google account identifier. If you write to us through the contact form, we keep your name, e-mail address and message.',
          'Payments: we keep a record of your purchases and subscription (what was bought, the amount, the date and the status) and your token history. Card details are typed into Stripe’s page, which processes the payments: they never pass through Kiddo and we never hold them.',
          'About each child: name, username, password (hashed), birth date (to work out the age), language, the avatar photo if you upload one, the controls you set (interests, favourite topics, blocked topics, usage limits, reply complexity and audio), the chat messages and Kiddo’s replies, conversation summaries, and safety events (when a message was blocked and why).',
          'The avatar photo is re-encoded on our server, which removes metadata such as the location (GPS) and the camera model. If you would rather not upload a photo, your child gets an illustrated avatar generated by our own server.',
          'Technical data: to protect the service, we record the IP address and the date and time of each access (for example, to limit login attempts). We do not use this data to follow you around the internet.',
        ],
      },
      {
        id: 'purposes',
        heading: 'What we use the data for',
        paragraphs: [
          'To provide the service you signed up for (performance of a contract): keeping your account, letting your child talk with Kiddo, showing history and summaries, keeping track of tokens, processing purchases and sending service e-mails such as sign-up confirmation, password changes and alerts.',
          'Children’s data is processed on the basis of your specific consent as their parent or guardian (LGPD, art. 14), always in the child’s best interest.',
          'To protect children and the service: the safety layer, alerts, preventing fraud and abuse, and account security (legitimate interest and, when there is a risk, protecting the child’s life and physical safety).',
          'To meet legal obligations, such as keeping tax records of payments and the access records required by the Brazilian Internet Act (Marco Civil da Internet).',
          'We do not use the data for advertising and we do not sell it.',
        ],
      },
      {
        id: 'ai-provider',
        heading: 'How conversations are processed, and the AI provider',
        paragraphs: [
          'Every message your child sends first goes through an automatic safety layer that runs on our servers. It looks for unsuitable topics (such as violence, sexual content and drugs), personal details (phone numbers, addresses, e-mail addresses, ID numbers) and the topics you have blocked. Kiddo’s reply is checked again before your child sees it. A blocked message is not answered by the AI: your child gets a gentle suggestion to talk about something else.',
          'Replies come from an AI provider we contract. To write each reply, it receives the recent messages of that conversation and instructions containing the child’s name as it appears on the profile, age, language, reply level, interests, favourite topics and blocked topics. It does not receive your name or e-mail address, the birth date, the photo or any payment data. We recommend entering only your child’s first name or a nickname.',
          'The same provider may also check whether a message touches on a topic you have blocked (it receives the message and the list of topics) and write conversation titles and summaries (it receives the conversation’s messages).',
          'We only choose AI providers that commit, by contract, to use this data solely to provide their service to us and not to train their models on it.',
          'When no AI provider is configured, an offline demo companion that runs on our servers answers instead: in that mode nothing leaves our servers, and the chat says it is in demo mode.',
          'In audio mode, the reply is read aloud by your child’s own browser. If we use a voice service, it receives only the text of Kiddo’s reply.',
        ],
      },
      {
        id: 'supervision',
        heading: 'Parental supervision and safety alerts',
        paragraphs: [
          'You can see every conversation of each child in History, with date, time and summary, and export it as text. There are no conversations hidden from parents. Your child knows this: the chat tells them that their grown-up can see the conversations, and Kiddo never promises to keep secrets.',
          'When the safety layer blocks a message, we record a safety event with the reason (for example, the blocked topic that came up) and, depending on your notification preferences, let you know by e-mail. The reason is shown to you, never to your child.',
          'If a message suggests that your child is thinking of hurting themselves or is suffering abuse or violence, they immediately receive a caring message that encourages them to talk to a trusted adult and shows helpline numbers, such as CVV 188 in Brazil. You receive an urgent alert by e-mail, even if you have turned other notices off.',
          'The Kiddo team does not read conversations as a matter of routine. We only open a conversation when you ask us for help with it or when the law requires us to.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share data with, and international transfers',
        paragraphs: [
          'We share data only with the suppliers Kiddo needs in order to work. They act as processors: they follow our instructions, under contracts that bind them to confidentiality and security. They are: hosting and database, file storage (avatar photos), e-mail delivery, Stripe (payments), the AI provider (conversations, as described above) and Google, if you choose to sign in with your Google account (Google tells us your name and e-mail address).',
          'We also hand over data to the authorities when the law or a court order requires it. We never sell or rent personal data.',
          'Some of these suppliers may process data outside Brazil, for example in the United States or the European Union. In those cases the transfer follows the LGPD (arts. 33 to 36), with appropriate safeguards such as standard contractual clauses, which ensure protection equivalent to Brazilian law.',
        ],
      },
      {
        id: 'retention-security',
        heading: 'How long we keep data and how we protect it',
        paragraphs: [
          'We keep conversations and summaries until you delete them, whether a single conversation, a child’s profile or the whole account. Account data is kept for as long as the account exists.',
          `When you delete something, we remove it from our live systems straight away; backup copies are erased within ${BACKUP_PURGE_DAYS} days.`,
          `Payment and token records are kept for the period tax law requires, with no personal data beyond what that law obliges us to keep. Access records (IP address, date and time) are kept for ${ACCESS_LOG_RETENTION_MONTHS} months, as the Brazilian Internet Act requires.`,
          'To protect the data: passwords are hashed with argon2id; sessions use random codes, stored only as hashes and ended when you sign out or change your password; each parent can reach only their own children; a child’s access link can be replaced at any time; and photos are re-encoded without location metadata.',
          `After an account is deleted we keep only a fingerprint (a SHA-256 hash) of its e-mail, from which the address cannot be recovered, solely so that the same person does not receive the sign-up bonus twice. The account’s security log (sign-ins, wrong attempts and password changes, with IP address and browser) is shown to you in Settings and erased after ${SECURITY_EVENT_RETENTION_DAYS} days.`,
          'No system is completely secure. If an incident could bring a relevant risk or harm, we will tell you and Brazil’s National Data Protection Authority (ANPD), as the LGPD requires.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights and how to use them',
        paragraphs: [
          'Under the LGPD (and, for children in the United States, COPPA), you have the right, regarding your data and your children’s, to: confirm that we process data and access it; correct incomplete or wrong data; receive a copy (portability); ask for deletion; know who we share it with; and withdraw consent.',
          'You can do almost all of this yourself in the portal: correct account details in Settings and profile details in Children; view and export each conversation in History; download a copy of all your account data as a JSON file in Settings; and delete a conversation (in History), a child’s profile (in Children) or the whole account (in Settings, confirming with your password).',
          'Withdrawing consent for a child means deleting the child’s profile: we stop processing their data and erase their history.',
          `If you prefer, write to ${PRIVACY}. We may ask you to confirm your identity, and we reply within ${PRIVACY_REQUEST_RESPONSE_DAYS} days. If you feel we have not resolved your request, you can complain to Brazil’s National Data Protection Authority (ANPD) at gov.br/anpd.`,
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and local storage',
        paragraphs: [
          'Kiddo does not use advertising or tracking cookies, and it does not use third-party analytics tools.',
          'To work, the portal keeps in your browser’s local storage (localStorage): your session code, so that you stay signed in; your basic account details; your language; your appearance settings (theme and font size); and whether the side menu is collapsed. The chat site keeps your child’s session and basic profile in the same way. This data stays on your device: the session is removed when you sign out, and the rest when you clear your browser data.',
          'Stripe’s payment pages and Google’s sign-in screen belong to those companies and use their own cookies, governed by their own policies.',
        ],
      },
    ],
  },

  es: {
    title: 'Política de Privacidad',
    intro: `Esta política explica qué datos recopila Kiddo sobre usted y sus hijos, para qué los usamos, con quién los compartimos y cómo usted los controla. Está escrita para madres, padres y tutores: si algo no queda claro, pregúntenos en ${PRIVACY}.`,
    sections: [
      {
        id: 'controller',
        heading: 'Quién cuida sus datos',
        paragraphs: [
          'Kiddo, un servicio brasileño, es el responsable (controlador) de los datos personales tratados en el portal para padres y en el sitio de chat de los niños, según la Ley General de Protección de Datos de Brasil (LGPD, Ley 13.709/2018).',
          `Puede contactar a nuestro encargado de protección de datos en ${PRIVACY}. Para otras consultas, escriba a ${SUPPORT}.`,
          `Si cambiamos esta política de manera relevante, le avisaremos por correo electrónico con ${CHANGE_NOTICE_DAYS} días de anticipación, antes de que el cambio entre en vigor.`,
        ],
      },
      {
        id: 'children',
        heading: 'Niños y consentimiento de los padres',
        paragraphs: [
          `Kiddo es para niños de ${AGES.min} a ${AGES.max} años, pero la cuenta siempre la crea un adulto mayor de 18 años que sea madre, padre o tutor legal del niño. Los niños no se registran solos: usted crea su perfil.`,
          'Seguimos la LGPD (art. 14): los datos de los niños se tratan en su mejor interés, con el consentimiento específico y destacado de uno de los padres o del tutor legal, y solo recopilamos lo necesario para que el servicio funcione. Usted da ese consentimiento al registrar a cada niño y puede revocarlo cuando quiera.',
          'Para familias en los Estados Unidos, seguimos también la COPPA (ley estadounidense de protección de la privacidad de los niños en internet): obtenemos el consentimiento verificable de los padres antes de recopilar datos de menores de 13 años, y los padres pueden revisar los datos del niño, pedir que se eliminen e impedir que sigamos recopilándolos.',
          'No usamos los datos de los niños para publicidad, no creamos perfiles de marketing y no vendemos los datos de nadie.',
        ],
      },
      {
        id: 'data-collected',
        heading: 'Qué datos recopilamos',
        paragraphs: [
          'Sobre usted: nombre, correo electrónico, contraseña (guardamos solo una versión cifrada con argon2id, nunca la contraseña en sí), idioma, zona horaria y preferencias (tema, tamaño de letra y notificaciones). Si ingresa con Google, también guardamos el identificador de su cuenta de Google. Si nos escribe por el formulario de contacto, guardamos su nombre, su correo y su mensaje.',
          'Pagos: guardamos el registro de las compras y de la suscripción (qué se compró, importe, fecha y estado) y el historial de tokens. Los datos de la tarjeta se ingresan en la página de Stripe, que procesa los pagos: nunca pasan por Kiddo ni quedan en nuestro poder.',
          'Sobre cada niño: nombre, nombre de usuario, contraseña (cifrada), fecha de nacimiento (para calcular la edad), idioma, la foto del avatar si usted sube una, los controles que usted define (intereses, temas favoritos, temas bloqueados, límites de uso, complejidad de las respuestas y audio), los mensajes del chat y las respuestas de Kiddo, los resúmenes de las conversaciones y los eventos de seguridad (cuándo se bloqueó un mensaje y por qué).',
          'La foto del avatar se vuelve a codificar en nuestro servidor, lo que elimina metadatos como la ubicación (GPS) y el modelo de la cámara. Si prefiere no subir una foto, el niño recibe un avatar ilustrado generado por nuestro propio servidor.',
          'Datos técnicos: para proteger el servicio, registramos la dirección IP y la fecha y hora de los accesos (por ejemplo, para limitar los intentos de inicio de sesión). No usamos estos datos para seguirlo por internet.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Para qué usamos los datos',
        paragraphs: [
          'Para prestar el servicio que usted contrató (ejecución del contrato): mantener su cuenta, permitir que el niño converse con Kiddo, mostrar el historial y los resúmenes, llevar la cuenta de los tokens, procesar compras y enviar correos del servicio, como la confirmación del registro, el cambio de contraseña y las alertas.',
          'Los datos de los niños se tratan con base en su consentimiento específico como madre, padre o tutor (LGPD, art. 14), siempre en el mejor interés del niño.',
          'Para proteger a los niños y al servicio: la capa de seguridad, las alertas, la prevención de fraudes y abusos y la seguridad de las cuentas (interés legítimo y, en situaciones de riesgo, la protección de la vida y la integridad del niño).',
          'Para cumplir obligaciones legales, como conservar los registros fiscales de los pagos y los registros de acceso que exige el Marco Civil de Internet de Brasil.',
          'No usamos los datos para publicidad ni los vendemos.',
        ],
      },
      {
        id: 'ai-provider',
        heading: 'Cómo se procesan las conversaciones y el proveedor de IA',
        paragraphs: [
          'Cada mensaje del niño pasa primero por una capa automática de seguridad que funciona en nuestros servidores. Busca temas inapropiados (como violencia, contenido sexual y drogas), datos personales (teléfonos, direcciones, correos, documentos) y los temas que usted bloqueó. La respuesta de Kiddo se vuelve a revisar antes de que el niño la vea. Un mensaje bloqueado no lo responde la IA: el niño recibe una sugerencia amable de cambiar de tema.',
          'Las respuestas vienen de un proveedor de IA contratado por nosotros. Para escribir cada respuesta, recibe los mensajes recientes de esa conversación e instrucciones con el nombre del niño tal como figura en el perfil, la edad, el idioma, el nivel de las respuestas, los intereses, los temas favoritos y los temas bloqueados. No recibe su nombre ni su correo electrónico, la fecha de nacimiento, la foto ni datos de pago. Le recomendamos registrar al niño solo con su primer nombre o un apodo.',
          'El mismo proveedor también puede verificar si un mensaje toca un tema que usted bloqueó (recibe el mensaje y la lista de temas) y escribir el título y el resumen de las conversaciones (recibe los mensajes de la conversación).',
          'Solo elegimos proveedores de IA que se comprometen por contrato a usar estos datos únicamente para prestarnos el servicio y a no usarlos para entrenar sus modelos.',
          'Cuando no hay ningún proveedor de IA configurado, responde un compañero de demostración sin conexión que funciona en nuestros servidores: en ese modo nada sale de nuestros servidores, y el chat avisa que está en modo de demostración.',
          'En el modo de audio, la respuesta la lee en voz alta el propio navegador del niño. Si usamos un servicio de voz, este recibe solo el texto de la respuesta de Kiddo.',
        ],
      },
      {
        id: 'supervision',
        heading: 'Supervisión de los padres y alertas de seguridad',
        paragraphs: [
          'Usted puede ver todas las conversaciones de cada niño en el Historial, con fecha, hora y resumen, y exportarlas como texto. No hay conversaciones ocultas para los padres. El niño lo sabe: el chat le muestra que su adulto responsable puede ver las conversaciones, y Kiddo nunca promete guardar secretos.',
          'Cuando la capa de seguridad bloquea un mensaje, registramos un evento de seguridad con el motivo (por ejemplo, el tema bloqueado que apareció) y, según sus preferencias de notificación, le avisamos por correo electrónico. El motivo se le muestra a usted, nunca al niño.',
          'Si un mensaje sugiere que el niño piensa en hacerse daño o sufre abuso o violencia, recibe en el momento un mensaje afectuoso que lo anima a buscar a un adulto de confianza y le muestra teléfonos de ayuda, como el CVV 188 en Brasil. Usted recibe una alerta urgente por correo electrónico, aunque haya desactivado los demás avisos.',
          'El equipo de Kiddo no lee las conversaciones de forma rutinaria. Solo abrimos una conversación cuando usted nos pide ayuda con ella o cuando la ley nos obliga.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Con quién compartimos los datos y transferencias internacionales',
        paragraphs: [
          'Compartimos datos solo con los proveedores que Kiddo necesita para funcionar. Actúan como encargados del tratamiento: siguen nuestras instrucciones, bajo contratos de confidencialidad y seguridad. Son: alojamiento y base de datos, almacenamiento de archivos (fotos de avatar), envío de correos, Stripe (pagos), el proveedor de IA (conversaciones, como se describe arriba) y Google, si usted elige ingresar con su cuenta de Google (Google nos informa su nombre y su correo).',
          'También entregamos datos a las autoridades cuando la ley o una orden judicial lo exigen. Nunca vendemos ni alquilamos datos personales.',
          'Algunos de estos proveedores pueden tratar datos fuera de Brasil, por ejemplo en los Estados Unidos o en la Unión Europea. En esos casos, la transferencia sigue la LGPD (arts. 33 a 36), con garantías adecuadas, como cláusulas contractuales estándar, que aseguran una protección equivalente a la de la ley brasileña.',
        ],
      },
      {
        id: 'retention-security',
        heading: 'Cuánto tiempo guardamos los datos y cómo los protegemos',
        paragraphs: [
          'Guardamos las conversaciones y los resúmenes hasta que usted los elimine, ya sea una conversación, el perfil de un niño o la cuenta entera. Los datos de la cuenta se conservan mientras la cuenta exista.',
          `Cuando usted elimina algo, lo borramos de inmediato de los sistemas en uso; las copias de seguridad se borran en un plazo de ${BACKUP_PURGE_DAYS} días.`,
          `Los registros de pagos y de movimientos de tokens se conservan durante el plazo que exige la legislación fiscal, sin más datos personales que los que esa ley obliga a guardar. Los registros de acceso (IP, fecha y hora) se guardan durante ${ACCESS_LOG_RETENTION_MONTHS} meses, como exige el Marco Civil de Internet.`,
          'Para proteger los datos: las contraseñas se cifran con argon2id; las sesiones usan códigos aleatorios, guardados solo como hash y cerrados cuando usted sale o cambia la contraseña; cada adulto responsable solo accede a sus propios hijos; el enlace de acceso del niño se puede cambiar en cualquier momento; y las fotos se vuelven a codificar, sin metadatos de ubicación.',
          `Después de eliminar una cuenta, guardamos solo una huella (hash SHA-256) de su correo, que no permite recuperar la dirección, únicamente para no conceder el bono de registro dos veces a la misma persona. El registro de seguridad de la cuenta (inicios de sesión, intentos fallidos y cambios de contraseña, con IP y navegador) se le muestra en Configuración y se borra a los ${SECURITY_EVENT_RETENTION_DAYS} días.`,
          'Ningún sistema es totalmente seguro. Si ocurre un incidente que pueda implicar un riesgo o daño relevante, se lo informaremos a usted y a la Autoridad Nacional de Protección de Datos de Brasil (ANPD), como exige la LGPD.',
        ],
      },
      {
        id: 'rights',
        heading: 'Sus derechos y cómo ejercerlos',
        paragraphs: [
          'Según la LGPD (y, para niños en los Estados Unidos, la COPPA), usted tiene derecho, sobre sus datos y los de sus hijos, a: confirmar que tratamos datos y acceder a ellos; corregir datos incompletos o incorrectos; recibir una copia (portabilidad); pedir su eliminación; saber con quién los compartimos; y revocar el consentimiento.',
          'Casi todo lo puede hacer usted mismo en el portal: corregir los datos de la cuenta en Configuración y los de los perfiles en Niños; ver y exportar cada conversación en el Historial; descargar una copia de todos los datos de la cuenta en formato JSON en Configuración; y eliminar una conversación (en el Historial), el perfil de un niño (en Niños) o la cuenta entera (en Configuración, confirmando con su contraseña).',
          'Revocar el consentimiento para un niño significa eliminar su perfil: dejamos de tratar sus datos y borramos su historial.',
          `Si lo prefiere, escriba a ${PRIVACY}. Podemos pedirle que confirme su identidad, y respondemos en un plazo de ${PRIVACY_REQUEST_RESPONSE_DAYS} días. Si considera que no resolvimos su solicitud, puede presentar un reclamo ante la Autoridad Nacional de Protección de Datos de Brasil (ANPD), en gov.br/anpd.`,
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies y almacenamiento local',
        paragraphs: [
          'Kiddo no usa cookies de publicidad ni de seguimiento, y no usa herramientas de analítica de terceros.',
          'Para funcionar, el portal guarda en el almacenamiento local de su navegador (localStorage): el código de su sesión, para que siga conectado; los datos básicos de la cuenta; el idioma; la apariencia (tema y tamaño de letra); y si el menú lateral está contraído. El sitio de chat guarda de la misma forma la sesión y el perfil básico del niño. Estos datos quedan en su dispositivo: la sesión se borra cuando usted cierra la sesión, y lo demás, cuando borra los datos del navegador.',
          'Las páginas de pago de Stripe y la pantalla de inicio de sesión de Google pertenecen a esas empresas y usan sus propias cookies, que se rigen por sus propias políticas.',
        ],
      },
    ],
  },
};
