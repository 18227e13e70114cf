import {
  CHILD_MAX_AGE,
  CHILD_MIN_AGE,
  type Language,
  MAX_CHILDREN_WITHOUT_PLAN,
  PRO_PLAN,
  SIGNUP_BONUS_TOKENS,
  TOKEN_PACKAGES,
} from '@kiddo/contracts';
import {
  AUDIO_EXTRA_TOKENS,
  type FaqEntry,
  formatCount,
  formatPriceCents,
  LEGAL_CONTACTS,
  WITHDRAWAL_PERIOD_DAYS,
} from './legal-meta';

/*
 * The FAQ (spec §2: 8 questions, stating the age range 6–14). Prices and figures come from the
 * contracts' catalogue, so the answers follow the landing and subscription pages.
 */

const { support: SUPPORT } = LEGAL_CONTACTS;
const AGES = { min: CHILD_MIN_AGE, max: CHILD_MAX_AGE };
const AUDIO = AUDIO_EXTRA_TOKENS;
const PLAN_PRICE = formatPriceCents(PRO_PLAN.price_cents);

/** "Faísca (500 tokens, R$ 24,97)", smallest package first, joined in the language's way. */
function describePackages(language: Language): string {
  const items = [...TOKEN_PACKAGES]
    .sort((a, b) => a.tokens - b.tokens)
    .map(
      (pack) => `${pack.name} (${formatCount(pack.tokens, language)} tokens, ${formatPriceCents(pack.price_cents)})`,
    );
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}

/** The FAQ in each interface language; the entry ids are the same in all three. */
export const FAQ_ENTRIES: Record<Language, FaqEntry[]> = {
  pt: [
    {
      id: 'what-is-kiddo',
      question: 'O que é o Kiddo?',
      answer:
        'O Kiddo é um companheiro de aprendizado com inteligência artificial para crianças. A criança conversa com o mascote Kiddo num site de chat próprio, tira dúvidas e explora os assuntos de que gosta, com respostas adaptadas à idade dela. Você, responsável, cria os perfis, define os limites e acompanha tudo pelo portal.',
    },
    {
      id: 'age-range',
      question: 'Para qual idade o Kiddo é indicado?',
      answer: `Para crianças de ${AGES.min} a ${AGES.max} anos. A idade é calculada pela data de nascimento do perfil, e você escolhe o nível das respostas: simples, médio ou avançado. A conta é sempre de um adulto com mais de 18 anos, responsável pela criança.`,
    },
    {
      id: 'safety',
      question: 'O Kiddo é seguro? Como funcionam a segurança e os temas bloqueados?',
      answer:
        'Cada mensagem da criança e cada resposta do Kiddo passam por uma camada automática de segurança, que barra temas impróprios (como violência, conteúdo sexual e drogas), dados pessoais e os temas que você bloqueou no perfil da criança, como “terror” ou “videogame”. Quando algo é barrado, a criança recebe uma sugestão gentil de outro assunto e você pode ser avisado por e-mail, com o motivo. Se a criança falar em se machucar ou em sofrer abuso, você recebe um alerta urgente. Nenhum filtro é perfeito: a supervisão dos pais continua importante.',
    },
    {
      id: 'see-conversations',
      question: 'Posso ver as conversas do meu filho?',
      answer:
        'Sim, todas. No Histórico você vê cada conversa completa, com data, hora e um resumo, e pode exportá-la em texto ou excluí-la. A criança sabe disso: o chat avisa que o responsável pode ver as conversas.',
    },
    {
      id: 'tokens',
      question: 'Como funcionam os tokens e quanto custam?',
      answer: `Cada resposta do Kiddo usa 1 token; no modo de áudio, cada resposta usa de ${AUDIO.standard} a ${AUDIO.deluxe} tokens a mais, conforme a qualidade da voz. Mensagens barradas pela segurança não gastam tokens. Você ganha ${SIGNUP_BONUS_TOKENS} tokens grátis ao criar a conta, e os tokens não expiram. Depois, pode comprar pacotes avulsos — ${describePackages('pt')} — ou assinar o Super Kiddo. Os preços atualizados ficam na página Assinatura.`,
    },
    {
      id: 'super-kiddo',
      question: 'O que o Super Kiddo oferece?',
      answer: `O Super Kiddo é a assinatura mensal, por ${PLAN_PRICE} por mês: ${formatCount(PRO_PLAN.monthly_tokens, 'pt')} tokens todo mês, o modo de áudio (o Kiddo lê as respostas em voz alta) e mais perfis de criança do que os ${MAX_CHILDREN_WITHOUT_PLAN} da conta sem assinatura. Você cancela quando quiser: o cancelamento vale no fim do período pago, e os tokens recebidos continuam seus.`,
    },
    {
      id: 'child-access',
      question: 'Como meu filho entra no chat?',
      answer:
        'Cada perfil tem um link de acesso. Na página Crianças, copie o link ou abra-o no aparelho da criança, e ela entra direto no chat. Ela também pode entrar com o nome de usuário e a senha que você definiu. Se o link cair em mãos erradas, gere um novo: o antigo para de funcionar na hora.',
    },
    {
      id: 'delete-cancel',
      question: 'Como excluo os dados ou cancelo a assinatura?',
      answer: `Em Configurações, você baixa uma cópia de todos os dados e exclui a conta inteira, confirmando com a sua senha. Uma conversa é excluída no Histórico, e um perfil de criança, na página Crianças. A assinatura é cancelada na página Assinatura e continua valendo até o fim do período pago. Comprou há menos de ${WITHDRAWAL_PERIOD_DAYS} dias e não usou os tokens? Peça o reembolso em ${SUPPORT}.`,
    },
  ],

  en: [
    {
      id: 'what-is-kiddo',
      question: 'What is Kiddo?',
      answer:
        'Kiddo is an AI learning companion for children. Your child chats with the Kiddo mascot on its own chat site, asks questions and explores the subjects they enjoy, with replies suited to their age. You, the parent or guardian, create the profiles, set the limits and keep track of everything in the portal.',
    },
    {
      id: 'age-range',
      question: 'What age is Kiddo for?',
      answer: `For children aged ${AGES.min} to ${AGES.max}. The age is worked out from the birth date on the profile, and you choose the reply level: simple, medium or advanced. The account always belongs to an adult over 18 who is responsible for the child.`,
    },
    {
      id: 'safety',
      question: 'Is Kiddo safe? How do the safety layer and blocked topics work?',
      answer:
        'Every message from your child and every reply from Kiddo goes through an automatic safety layer that blocks unsuitable topics (such as violence, sexual content and drugs), personal details and the topics you have blocked on your child’s profile, like “horror” or “video games”. When something is blocked, your child gets a gentle suggestion to talk about something else, and you can be told by e-mail, with the reason. If your child talks about hurting themselves or being abused, you get an urgent alert. No filter is perfect: parental supervision still matters.',
    },
    {
      id: 'see-conversations',
      question: 'Can I see my child’s conversations?',
      answer:
        'Yes, all of them. In History you can see each full conversation, with date, time and a summary, and export it as text or delete it. Your child knows this: the chat tells them that their grown-up can see the conversations.',
    },
    {
      id: 'tokens',
      question: 'How do tokens work, and what do they cost?',
      answer: `Each reply from Kiddo uses 1 token; in audio mode, each reply uses ${AUDIO.standard} to ${AUDIO.deluxe} extra tokens depending on the voice quality. Messages blocked by the safety layer use no tokens. You get ${SIGNUP_BONUS_TOKENS} free tokens when you create your account, and tokens never expire. After that, you can buy one-off packages — ${describePackages('en')} — or subscribe to Super Kiddo. Current prices are on the Subscription page.`,
    },
    {
      id: 'super-kiddo',
      question: 'What does Super Kiddo add?',
      answer: `Super Kiddo is the monthly subscription, at ${PLAN_PRICE} a month: ${formatCount(PRO_PLAN.monthly_tokens, 'en')} tokens every month, audio mode (Kiddo reads its replies aloud) and more child profiles than the ${MAX_CHILDREN_WITHOUT_PLAN} an account has without a subscription. You can cancel whenever you like: cancellation takes effect at the end of the paid period, and the tokens you received stay yours.`,
    },
    {
      id: 'child-access',
      question: 'How does my child get in?',
      answer:
        'Each profile has an access link. On the Children page, copy the link or open it on your child’s device, and they go straight into the chat. They can also sign in with the username and password you set. If the link falls into the wrong hands, create a new one: the old one stops working at once.',
    },
    {
      id: 'delete-cancel',
      question: 'How do I delete our data or cancel my subscription?',
      answer: `In Settings, you can download a copy of all your data and delete the whole account, confirming with your password. A conversation is deleted in History, and a child’s profile on the Children page. The subscription is cancelled on the Subscription page and stays active until the end of the paid period. Bought something less than ${WITHDRAWAL_PERIOD_DAYS} days ago and haven’t used the tokens? Ask for a refund at ${SUPPORT}.`,
    },
  ],

  es: [
    {
      id: 'what-is-kiddo',
      question: '¿Qué es Kiddo?',
      answer:
        'Kiddo es un compañero de aprendizaje con inteligencia artificial para niños. El niño conversa con la mascota Kiddo en un sitio de chat propio, resuelve dudas y explora los temas que le gustan, con respuestas adaptadas a su edad. Usted, como madre, padre o tutor, crea los perfiles, define los límites y sigue todo desde el portal.',
    },
    {
      id: 'age-range',
      question: '¿Para qué edad es Kiddo?',
      answer: `Para niños de ${AGES.min} a ${AGES.max} años. La edad se calcula a partir de la fecha de nacimiento del perfil, y usted elige el nivel de las respuestas: simple, medio o avanzado. La cuenta siempre pertenece a un adulto mayor de 18 años responsable del niño.`,
    },
    {
      id: 'safety',
      question: '¿Kiddo es seguro? ¿Cómo funcionan la seguridad y los temas bloqueados?',
      answer:
        'Cada mensaje del niño y cada respuesta de Kiddo pasan por una capa automática de seguridad que bloquea temas inapropiados (como violencia, contenido sexual y drogas), datos personales y los temas que usted bloqueó en el perfil del niño, como “terror” o “videojuegos”. Cuando algo se bloquea, el niño recibe una sugerencia amable de cambiar de tema y a usted se le puede avisar por correo electrónico, con el motivo. Si el niño habla de hacerse daño o de sufrir abuso, usted recibe una alerta urgente. Ningún filtro es perfecto: la supervisión de los padres sigue siendo importante.',
    },
    {
      id: 'see-conversations',
      question: '¿Puedo ver las conversaciones de mi hijo?',
      answer:
        'Sí, todas. En el Historial puede ver cada conversación completa, con fecha, hora y un resumen, y exportarla como texto o eliminarla. El niño lo sabe: el chat le avisa que su adulto responsable puede ver las conversaciones.',
    },
    {
      id: 'tokens',
      question: '¿Cómo funcionan los tokens y cuánto cuestan?',
      answer: `Cada respuesta de Kiddo usa 1 token; en el modo de audio, cada respuesta usa de ${AUDIO.standard} a ${AUDIO.deluxe} tokens adicionales según la calidad de la voz. Los mensajes bloqueados por la seguridad no gastan tokens. Usted recibe ${SIGNUP_BONUS_TOKENS} tokens gratis al crear la cuenta, y los tokens no vencen. Después, puede comprar paquetes sueltos —${describePackages('es')}— o suscribirse a Super Kiddo. Los precios actualizados están en la página Suscripción.`,
    },
    {
      id: 'super-kiddo',
      question: '¿Qué ofrece Super Kiddo?',
      answer: `Super Kiddo es la suscripción mensual, por ${PLAN_PRICE} al mes: ${formatCount(PRO_PLAN.monthly_tokens, 'es')} tokens cada mes, el modo de audio (Kiddo lee las respuestas en voz alta) y más perfiles de niños que los ${MAX_CHILDREN_WITHOUT_PLAN} de una cuenta sin suscripción. Puede cancelarla cuando quiera: la cancelación se hace efectiva al final del período pagado, y los tokens recibidos siguen siendo suyos.`,
    },
    {
      id: 'child-access',
      question: '¿Cómo entra mi hijo al chat?',
      answer:
        'Cada perfil tiene un enlace de acceso. En la página Niños, copie el enlace o ábralo en el dispositivo del niño, y entrará directo al chat. También puede ingresar con el nombre de usuario y la contraseña que usted definió. Si el enlace cae en malas manos, genere uno nuevo: el anterior deja de funcionar de inmediato.',
    },
    {
      id: 'delete-cancel',
      question: '¿Cómo elimino los datos o cancelo la suscripción?',
      answer: `En Configuración, puede descargar una copia de todos los datos y eliminar la cuenta entera, confirmando con su contraseña. Una conversación se elimina en el Historial, y el perfil de un niño, en la página Niños. La suscripción se cancela en la página Suscripción y sigue vigente hasta el final del período pagado. ¿Compró hace menos de ${WITHDRAWAL_PERIOD_DAYS} días y no usó los tokens? Pida el reembolso en ${SUPPORT}.`,
    },
  ],
};
