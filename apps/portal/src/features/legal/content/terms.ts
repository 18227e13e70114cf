import {
  CHILD_MAX_AGE,
  CHILD_MIN_AGE,
  type Language,
  MAX_CHILDREN_WITHOUT_PLAN,
  PRO_PLAN,
  REPEATED_CANCELLATION_WINDOW_DAYS,
  SIGNUP_BONUS_TOKENS,
  SUBSCRIPTION_BLOCK_DAYS,
} from '@kiddo/contracts';
import {
  AUDIO_EXTRA_TOKENS,
  CHANGE_NOTICE_DAYS,
  formatCount,
  LEGAL_CONTACTS,
  type LegalDocumentContent,
  WITHDRAWAL_PERIOD_DAYS,
} from './legal-meta';

/*
 * The terms of use (spec §2: 10 sections, in pt, en and es). Every figure comes from the
 * contracts or from legal-meta, so the text cannot drift from what the service really does.
 * The en and es versions translate the pt one; a change is made in all three.
 */

const { support: SUPPORT, privacy: PRIVACY } = LEGAL_CONTACTS;
const AGES = { min: CHILD_MIN_AGE, max: CHILD_MAX_AGE };
const AUDIO = AUDIO_EXTRA_TOKENS;
const planTokens = (language: Language) => formatCount(PRO_PLAN.monthly_tokens, language);

/** The terms of use in each interface language; the section ids are the same in all three. */
export const TERMS_OF_USE: Record<Language, LegalDocumentContent> = {
  pt: {
    title: 'Termos de Uso',
    intro:
      'Estes termos explicam, em linguagem simples, as regras para usar o Kiddo: o portal dos pais e o site de chat em que as crianças conversam com o Kiddo. Ao criar uma conta, você concorda com eles. Leia também a nossa Política de Privacidade, que explica o que fazemos com os dados da sua família.',
    sections: [
      {
        id: 'service',
        heading: 'O que é o Kiddo',
        paragraphs: [
          `O Kiddo é um serviço brasileiro de aprendizado para crianças de ${AGES.min} a ${AGES.max} anos. Ele tem duas partes: o portal, onde você, responsável, cria a conta, cadastra os perfis das crianças e acompanha tudo; e o site de chat, onde a criança conversa com o Kiddo, um mascote companheiro de estudos movido por inteligência artificial (IA).`,
          'As respostas do Kiddo são geradas por um provedor de IA contratado por nós. Quando nenhum provedor está configurado, quem responde é um companheiro de demonstração offline, com respostas mais simples, e o chat avisa que está nesse modo.',
          'O Kiddo incentiva a curiosidade e o estudo, mas não é uma escola, não segue um currículo oficial e não substitui a orientação de pais e professores.',
          `Para falar conosco: ${SUPPORT} (conta, pagamentos e dúvidas em geral) e ${PRIVACY} (dados pessoais).`,
        ],
      },
      {
        id: 'accounts',
        heading: 'Sua conta e os perfis das crianças',
        paragraphs: [
          'Só pode criar uma conta quem tem mais de 18 anos e é pai, mãe ou responsável legal das crianças que cadastrar. Ao cadastrar uma criança, você declara isso e dá, em nome dela, o consentimento para que ela use o Kiddo e para o tratamento dos dados descritos na Política de Privacidade.',
          `Crianças não criam contas: cada perfil é criado e controlado por você. O perfil é para uma criança de ${AGES.min} a ${AGES.max} anos, e a idade é calculada pela data de nascimento que você informa.`,
          'Você precisa confirmar o seu e-mail antes de entrar e deve manter seus dados corretos. Guarde sua senha com cuidado: você responde pelo que for feito na sua conta. Se suspeitar de um acesso indevido, troque a senha e nos avise.',
          'A criança entra no chat por um link de acesso ou com o nome de usuário e a senha que você define. Trate o link como uma chave e não o publique. Se ele vazar, gere um novo no portal: o antigo para de funcionar na hora.',
          `Sem assinatura, a conta pode ter até ${MAX_CHILDREN_WITHOUT_PLAN} perfis de criança; com o Super Kiddo, pode ter mais.`,
        ],
      },
      {
        id: 'tokens',
        heading: 'Tokens e compras',
        paragraphs: [
          `As respostas do Kiddo são pagas com tokens, que ficam no saldo da sua conta e valem para todas as suas crianças. Toda conta nova ganha ${SIGNUP_BONUS_TOKENS} tokens grátis.`,
          `Cada resposta do Kiddo custa 1 token. Com o modo de áudio ligado (exclusivo do Super Kiddo), cada resposta custa tokens a mais, conforme a qualidade da voz: +${AUDIO.standard} (padrão), +${AUDIO.premium} (premium) ou +${AUDIO.deluxe} (deluxe). Quando a camada de segurança responde no lugar da IA, ou quando a IA falha, aquela mensagem não custa nada.`,
          'Os tokens não expiram. Eles não são dinheiro: não podem ser trocados por dinheiro, transferidos para outra conta nem revendidos.',
          'Você pode comprar pacotes de tokens avulsos na página Assinatura, onde o preço em reais aparece antes da compra. O pagamento é feito numa página da Stripe, a empresa que processa nossos pagamentos, e os tokens entram no saldo assim que a Stripe confirma o pagamento.',
          'Quando o saldo acaba, o Kiddo deixa de responder até que você compre mais tokens ou a assinatura renove.',
        ],
      },
      {
        id: 'super-kiddo',
        heading: 'O plano Super Kiddo',
        paragraphs: [
          `O Super Kiddo é uma assinatura mensal. A cada mês pago, ele adiciona ${planTokens('pt')} tokens ao saldo, libera o modo de áudio e permite mais perfis de criança. O preço aparece na página Assinatura antes de você assinar.`,
          'A assinatura renova automaticamente todo mês, com cobrança no mesmo meio de pagamento, até que você a cancele.',
          'Você pode cancelar quando quiser, na página Assinatura. O cancelamento vale no fim do período já pago: até lá você continua com os benefícios, e os tokens já recebidos continuam seus, porque não expiram. Depois disso não há novas cobranças.',
          `Para evitar abusos, quem cancela pela segunda vez em ${REPEATED_CANCELLATION_WINDOW_DAYS} dias fica impedido de assinar de novo por ${SUBSCRIPTION_BLOCK_DAYS} dias. Nesse tempo, você ainda pode comprar pacotes de tokens.`,
        ],
      },
      {
        id: 'refunds',
        heading: 'Direito de arrependimento e reembolsos',
        paragraphs: [
          `Pelo Código de Defesa do Consumidor (art. 49), você pode desistir de uma compra feita pela internet em até ${WITHDRAWAL_PERIOD_DAYS} dias, contados da compra. Se os tokens daquela compra não foram usados, devolvemos o valor integral, pelo mesmo meio de pagamento.`,
          `Para pedir, escreva para ${SUPPORT} com o e-mail da conta e a data da compra. Quando o reembolso é feito, os tokens daquela compra saem do saldo.`,
          `Os ${SIGNUP_BONUS_TOKENS} tokens grátis do cadastro não têm valor em dinheiro. Fora dos casos acima, não reembolsamos tokens já usados nem meses de assinatura já iniciados, a menos que a lei exija ou que o problema tenha sido causado por nós. Cobranças indevidas são sempre devolvidas.`,
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Uso aceitável',
        paragraphs: [
          'O Kiddo é feito para aprender e conversar com segurança. Você concorda em não: cadastrar crianças de quem não é responsável nem informar dados falsos; tentar burlar a camada de segurança, os limites ou os temas bloqueados; usar o chat para conteúdo ilegal, sexual, violento ou ofensivo; tentar acessar contas ou dados de outras pessoas; atacar, sobrecarregar ou copiar o serviço de forma automatizada; ou revender o acesso sem a nossa autorização.',
          'Cada perfil de criança é para uma única criança. Você pode abrir o chat para testar e acompanhar, mas o perfil não deve ser usado por adultos como se fossem a criança.',
          'Oriente a criança a não contar dados pessoais no chat, como endereço, telefone ou nome da escola. O Kiddo tenta barrar esses dados, mas a melhor proteção é a conversa em família.',
        ],
      },
      {
        id: 'ai-limits',
        heading: 'Os limites da inteligência artificial',
        paragraphs: [
          'O Kiddo é uma IA: ele pode errar, inventar informações ou entender mal uma pergunta. Confira o que for importante em fontes confiáveis e incentive a criança a fazer o mesmo.',
          'O Kiddo não substitui pais, professores nem profissionais de saúde, psicologia, direito ou finanças, e não dá diagnósticos nem conselhos profissionais.',
          'A camada de segurança verifica cada mensagem e cada resposta, mas nenhum filtro é perfeito: ela reconhece palavras e expressões, não todos os sentidos, então algo impróprio pode passar e algo inocente pode ser barrado. Por isso a sua supervisão continua essencial.',
          'O Kiddo não serve para emergências. Em caso de risco, procure ajuda imediatamente: CVV 188 (apoio emocional, 24 horas), Polícia 190, SAMU 192 ou Disque 100 (violência contra crianças e adolescentes).',
        ],
      },
      {
        id: 'suspension',
        heading: 'Suspensão e encerramento',
        paragraphs: [
          'Podemos suspender ou encerrar uma conta que viole estes termos, que seja usada para fraude (como contestar pagamentos legítimos) ou que coloque crianças em risco. Sempre que possível, avisamos antes por e-mail e explicamos o motivo; em casos graves, a suspensão pode ser imediata.',
          `Você pode excluir sua conta quando quiser, em Configurações. A exclusão apaga os perfis das crianças, as conversas e as fotos, e não pode ser desfeita. A assinatura é cancelada e os tokens não usados se perdem; se você fez uma compra há menos de ${WITHDRAWAL_PERIOD_DAYS} dias, peça o reembolso antes de excluir a conta.`,
          `Se um dia encerrarmos o Kiddo, avisaremos por e-mail com pelo menos ${CHANGE_NOTICE_DAYS} dias de antecedência e devolveremos a parte proporcional da assinatura já paga e não usada.`,
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilidades',
        paragraphs: [
          'Trabalhamos para manter o Kiddo disponível, correto e seguro, mas não podemos garantir que ele funcione sem interrupções: manutenções e falhas de fornecedores ou da internet podem deixá-lo fora do ar.',
          'Na medida permitida pela lei, não respondemos por decisões tomadas apenas com base em respostas da IA, por danos causados por uso contrário a estes termos, por senhas e links de acesso que você compartilhar, nem por serviços de outras empresas (como a Stripe e o Google), que seguem os próprios termos.',
          'Nada nestes termos limita os seus direitos de consumidor previstos no Código de Defesa do Consumidor nem os direitos da sua família previstos na LGPD.',
        ],
      },
      {
        id: 'law-changes',
        heading: 'Lei aplicável e mudanças nestes termos',
        paragraphs: [
          'Estes termos seguem as leis do Brasil, em especial o Código de Defesa do Consumidor, o Marco Civil da Internet, a Lei Geral de Proteção de Dados (LGPD) e o Estatuto da Criança e do Adolescente. Uma disputa pode ser levada ao foro do seu domicílio, como a lei garante ao consumidor.',
          `Antes de qualquer coisa, fale com a gente: ${SUPPORT}. Quase sempre resolvemos mais rápido assim.`,
          `Se mudarmos estes termos de forma relevante, avisaremos por e-mail com ${CHANGE_NOTICE_DAYS} dias de antecedência. Se não concordar, você pode cancelar a assinatura e excluir a conta antes de a mudança valer; se continuar usando o Kiddo depois disso, estará aceitando a nova versão.`,
        ],
      },
    ],
  },

  en: {
    title: 'Terms of Use',
    intro:
      'These terms explain, in plain language, the rules for using Kiddo: the parent portal and the chat site where children talk with Kiddo. By creating an account, you agree to them. Please also read our Privacy Policy, which explains what we do with your family’s data.',
    sections: [
      {
        id: 'service',
        heading: 'What Kiddo is',
        paragraphs: [
          `Kiddo is a Brazilian learning service for children aged ${AGES.min} to ${AGES.max}. It has two parts: the portal, where you, the parent or guardian, create the account, set up your children’s profiles and keep track of everything; and the chat site, where your child talks with Kiddo, a study-buddy mascot powered by artificial intelligence (AI).`,
          'Kiddo’s replies are generated by an AI provider we contract. When no provider is configured, an offline demo companion answers instead, with simpler replies, and the chat says it is in that mode.',
          'Kiddo encourages curiosity and learning, but it is not a school, it does not follow an official curriculum, and it does not replace the guidance of parents and teachers.',
          `To reach us: ${SUPPORT} (account, payments and general questions) and ${PRIVACY} (personal data).`,
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account and your children’s profiles',
        paragraphs: [
          'To create an account you must be over 18 and the parent or legal guardian of every child you add. By adding a child, you confirm this and, on the child’s behalf, consent to the child using Kiddo and to the processing of the data described in the Privacy Policy.',
          `Children do not create accounts: every profile is created and controlled by you. A profile is for a child aged ${AGES.min} to ${AGES.max}; the age is worked out from the birth date you enter.`,
          'You must confirm your e-mail address before signing in, and keep your details accurate. Keep your password safe: you are responsible for what is done with your account. If you suspect someone else has got in, change your password and let us know.',
          'Your child enters the chat through an access link, or with the username and password you set. Treat the link like a key and do not post it anywhere. If it leaks, create a new one in the portal: the old one stops working at once.',
          `Without a subscription, an account can have up to ${MAX_CHILDREN_WITHOUT_PLAN} child profiles; with Super Kiddo, it can have more.`,
        ],
      },
      {
        id: 'tokens',
        heading: 'Tokens and purchases',
        paragraphs: [
          `Kiddo’s replies are paid for with tokens, which sit in your account balance and are shared by all your children. Every new account gets ${SIGNUP_BONUS_TOKENS} free tokens.`,
          `Each reply from Kiddo costs 1 token. With audio mode on (Super Kiddo only), each reply costs extra tokens depending on the voice quality: +${AUDIO.standard} (standard), +${AUDIO.premium} (premium) or +${AUDIO.deluxe} (deluxe). When the safety layer answers instead of the AI, or the AI fails, that message costs nothing.`,
          'Tokens do not expire. They are not money: they cannot be exchanged for cash, moved to another account or resold.',
          'You can buy one-off token packages on the Subscription page, where the price in Brazilian reais is shown before you buy. Payment happens on a page run by Stripe, the company that processes our payments, and the tokens are added to your balance as soon as Stripe confirms the payment.',
          'When your balance runs out, Kiddo stops replying until you buy more tokens or your subscription renews.',
        ],
      },
      {
        id: 'super-kiddo',
        heading: 'The Super Kiddo plan',
        paragraphs: [
          `Super Kiddo is a monthly subscription. Each paid month adds ${planTokens('en')} tokens to your balance, unlocks audio mode and allows more child profiles. The price is shown on the Subscription page before you subscribe.`,
          'The subscription renews automatically every month, charged to the same payment method, until you cancel it.',
          'You can cancel at any time on the Subscription page. Cancellation takes effect at the end of the period you have already paid for: until then you keep the benefits, and the tokens you have received stay yours, because they do not expire. There are no further charges after that.',
          `To prevent abuse, if you cancel for the second time within ${REPEATED_CANCELLATION_WINDOW_DAYS} days, you cannot subscribe again for ${SUBSCRIPTION_BLOCK_DAYS} days. You can still buy token packages during that time.`,
        ],
      },
      {
        id: 'refunds',
        heading: 'Right of withdrawal and refunds',
        paragraphs: [
          `Under the Brazilian Consumer Defense Code (art. 49), you may withdraw from a purchase made online within ${WITHDRAWAL_PERIOD_DAYS} days of buying. If the tokens from that purchase have not been used, we refund the full amount to the same payment method.`,
          `To ask for a refund, write to ${SUPPORT} with your account e-mail and the date of the purchase. Once the refund is made, the tokens from that purchase are removed from your balance.`,
          `The ${SIGNUP_BONUS_TOKENS} free sign-up tokens have no cash value. Outside the cases above, we do not refund tokens already used or subscription months already started, unless the law requires it or the problem was caused by us. Charges made in error are always refunded.`,
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        paragraphs: [
          'Kiddo is made for learning and chatting safely. You agree not to: add children you are not responsible for, or give false details; try to get around the safety layer, the limits or the blocked topics; use the chat for illegal, sexual, violent or offensive content; try to access other people’s accounts or data; attack, overload or copy the service by automated means; or resell access without our permission.',
          'Each child profile is for one child. You may open the chat to try it out and keep an eye on things, but adults should not use a profile as if they were the child.',
          'Teach your child not to share personal details in the chat, such as their address, phone number or school. Kiddo tries to block such details, but the best protection is talking about it as a family.',
        ],
      },
      {
        id: 'ai-limits',
        heading: 'The limits of artificial intelligence',
        paragraphs: [
          'Kiddo is an AI: it can be wrong, make things up or misunderstand a question. Check anything important against reliable sources, and encourage your child to do the same.',
          'Kiddo does not replace parents, teachers, or health, psychology, legal or financial professionals, and it does not give diagnoses or professional advice.',
          'The safety layer checks every message and every reply, but no filter is perfect: it recognises words and phrases, not every meaning, so something unsuitable may slip through and something harmless may be blocked. That is why your supervision remains essential.',
          'Kiddo is not for emergencies. If someone is at risk, get help straight away. In Brazil: CVV 188 (emotional support, 24 hours), Police 190, SAMU ambulance 192 or Disque 100 (violence against children and adolescents). Elsewhere, call your local emergency number.',
        ],
      },
      {
        id: 'suspension',
        heading: 'Suspension and closure',
        paragraphs: [
          'We may suspend or close an account that breaks these terms, is used for fraud (such as disputing legitimate payments) or puts children at risk. Whenever possible we warn you first by e-mail and explain why; in serious cases the suspension may be immediate.',
          `You can delete your account whenever you like, in Settings. Deletion erases your children’s profiles, conversations and photos, and cannot be undone. Your subscription is cancelled and unused tokens are lost; if you made a purchase less than ${WITHDRAWAL_PERIOD_DAYS} days ago, ask for your refund before deleting the account.`,
          `If we ever shut Kiddo down, we will tell you by e-mail at least ${CHANGE_NOTICE_DAYS} days in advance and refund the unused share of any subscription you have paid for.`,
        ],
      },
      {
        id: 'liability',
        heading: 'Responsibilities',
        paragraphs: [
          'We work to keep Kiddo available, accurate and safe, but we cannot promise it will run without interruption: maintenance and failures of suppliers or of the internet may take it offline.',
          'To the extent the law allows, we are not liable for decisions based only on the AI’s replies, for harm caused by use that breaks these terms, for passwords and access links you share, or for services run by other companies (such as Stripe and Google), which follow their own terms.',
          'Nothing in these terms limits your rights as a consumer under the Brazilian Consumer Defense Code, or your family’s rights under the LGPD.',
        ],
      },
      {
        id: 'law-changes',
        heading: 'Governing law and changes to these terms',
        paragraphs: [
          'These terms are governed by the laws of Brazil, in particular the Consumer Defense Code, the Brazilian Internet Act (Marco Civil da Internet), the General Data Protection Law (LGPD) and the Statute of Children and Adolescents (ECA). A dispute may be brought before the courts where you live, as the law guarantees consumers.',
          `Before anything else, talk to us: ${SUPPORT}. It is almost always the quickest way to sort things out.`,
          `If we change these terms in a meaningful way, we will tell you by e-mail ${CHANGE_NOTICE_DAYS} days in advance. If you do not agree, you can cancel your subscription and delete your account before the change takes effect; if you keep using Kiddo after that, you accept the new version.`,
        ],
      },
    ],
  },

  es: {
    title: 'Términos de Uso',
    intro:
      'Estos términos explican, en lenguaje sencillo, las reglas para usar Kiddo: el portal para padres y el sitio de chat donde los niños conversan con Kiddo. Al crear una cuenta, usted los acepta. Lea también nuestra Política de Privacidad, que explica qué hacemos con los datos de su familia.',
    sections: [
      {
        id: 'service',
        heading: 'Qué es Kiddo',
        paragraphs: [
          `Kiddo es un servicio brasileño de aprendizaje para niños de ${AGES.min} a ${AGES.max} años. Tiene dos partes: el portal, donde usted, como madre, padre o tutor, crea la cuenta, registra los perfiles de los niños y sigue todo; y el sitio de chat, donde el niño conversa con Kiddo, una mascota compañera de estudio que funciona con inteligencia artificial (IA).`,
          'Las respuestas de Kiddo las genera un proveedor de IA contratado por nosotros. Cuando no hay ningún proveedor configurado, responde un compañero de demostración sin conexión, con respuestas más simples, y el chat avisa que está en ese modo.',
          'Kiddo fomenta la curiosidad y el estudio, pero no es una escuela, no sigue un plan de estudios oficial y no reemplaza la orientación de padres y maestros.',
          `Para contactarnos: ${SUPPORT} (cuenta, pagos y consultas generales) y ${PRIVACY} (datos personales).`,
        ],
      },
      {
        id: 'accounts',
        heading: 'Su cuenta y los perfiles de los niños',
        paragraphs: [
          'Solo puede crear una cuenta una persona mayor de 18 años que sea madre, padre o tutor legal de los niños que registre. Al registrar a un niño, usted lo declara y da, en su nombre, el consentimiento para que use Kiddo y para el tratamiento de los datos descritos en la Política de Privacidad.',
          `Los niños no crean cuentas: cada perfil lo crea y lo controla usted. El perfil es para un niño de ${AGES.min} a ${AGES.max} años, y la edad se calcula a partir de la fecha de nacimiento que usted indica.`,
          'Debe confirmar su correo electrónico antes de ingresar y mantener sus datos correctos. Cuide su contraseña: usted es responsable de lo que se haga con su cuenta. Si sospecha que alguien más ingresó, cambie la contraseña y avísenos.',
          'El niño entra al chat con un enlace de acceso o con el nombre de usuario y la contraseña que usted define. Trate el enlace como una llave y no lo publique. Si se filtra, genere uno nuevo en el portal: el anterior deja de funcionar de inmediato.',
          `Sin suscripción, la cuenta puede tener hasta ${MAX_CHILDREN_WITHOUT_PLAN} perfiles de niños; con Super Kiddo, puede tener más.`,
        ],
      },
      {
        id: 'tokens',
        heading: 'Tokens y compras',
        paragraphs: [
          `Las respuestas de Kiddo se pagan con tokens, que quedan en el saldo de su cuenta y sirven para todos sus hijos. Toda cuenta nueva recibe ${SIGNUP_BONUS_TOKENS} tokens gratis.`,
          `Cada respuesta de Kiddo cuesta 1 token. Con el modo de audio activado (exclusivo de Super Kiddo), cada respuesta cuesta tokens adicionales según la calidad de la voz: +${AUDIO.standard} (estándar), +${AUDIO.premium} (premium) o +${AUDIO.deluxe} (deluxe). Cuando la capa de seguridad responde en lugar de la IA, o cuando la IA falla, ese mensaje no cuesta nada.`,
          'Los tokens no vencen. No son dinero: no se pueden cambiar por dinero, transferir a otra cuenta ni revender.',
          'Puede comprar paquetes de tokens sueltos en la página Suscripción, donde el precio en reales brasileños aparece antes de la compra. El pago se hace en una página de Stripe, la empresa que procesa nuestros pagos, y los tokens se suman al saldo en cuanto Stripe confirma el pago.',
          'Cuando el saldo se agota, Kiddo deja de responder hasta que usted compre más tokens o se renueve la suscripción.',
        ],
      },
      {
        id: 'super-kiddo',
        heading: 'El plan Super Kiddo',
        paragraphs: [
          `Super Kiddo es una suscripción mensual. Cada mes pagado suma ${planTokens('es')} tokens al saldo, habilita el modo de audio y permite más perfiles de niños. El precio aparece en la página Suscripción antes de suscribirse.`,
          'La suscripción se renueva automáticamente cada mes, con cargo al mismo medio de pago, hasta que usted la cancele.',
          'Puede cancelarla cuando quiera, en la página Suscripción. La cancelación se hace efectiva al final del período ya pagado: hasta entonces conserva los beneficios, y los tokens ya recibidos siguen siendo suyos, porque no vencen. Después no hay más cargos.',
          `Para evitar abusos, si cancela por segunda vez dentro de ${REPEATED_CANCELLATION_WINDOW_DAYS} días, no podrá volver a suscribirse durante ${SUBSCRIPTION_BLOCK_DAYS} días. Mientras tanto, puede seguir comprando paquetes de tokens.`,
        ],
      },
      {
        id: 'refunds',
        heading: 'Derecho de arrepentimiento y reembolsos',
        paragraphs: [
          `Según el Código de Defensa del Consumidor de Brasil (art. 49), usted puede desistir de una compra hecha por internet dentro de los ${WITHDRAWAL_PERIOD_DAYS} días siguientes a la compra. Si no usó los tokens de esa compra, le devolvemos el importe total por el mismo medio de pago.`,
          `Para solicitarlo, escriba a ${SUPPORT} con el correo de la cuenta y la fecha de la compra. Al hacer el reembolso, los tokens de esa compra se descuentan del saldo.`,
          `Los ${SIGNUP_BONUS_TOKENS} tokens gratis del registro no tienen valor en dinero. Fuera de los casos anteriores, no reembolsamos tokens ya usados ni meses de suscripción ya iniciados, salvo que la ley lo exija o que el problema lo hayamos causado nosotros. Los cobros indebidos siempre se devuelven.`,
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Uso aceptable',
        paragraphs: [
          'Kiddo está hecho para aprender y conversar con seguridad. Usted se compromete a no: registrar niños de los que no es responsable ni dar datos falsos; intentar eludir la capa de seguridad, los límites o los temas bloqueados; usar el chat para contenido ilegal, sexual, violento u ofensivo; intentar acceder a cuentas o datos de otras personas; atacar, sobrecargar o copiar el servicio de forma automatizada; ni revender el acceso sin nuestra autorización.',
          'Cada perfil es para un solo niño. Usted puede abrir el chat para probarlo y supervisar, pero los adultos no deben usar el perfil haciéndose pasar por el niño.',
          'Enseñe al niño a no contar datos personales en el chat, como su dirección, su teléfono o el nombre de su escuela. Kiddo intenta bloquear esos datos, pero la mejor protección es hablarlo en familia.',
        ],
      },
      {
        id: 'ai-limits',
        heading: 'Los límites de la inteligencia artificial',
        paragraphs: [
          'Kiddo es una IA: puede equivocarse, inventar información o entender mal una pregunta. Verifique lo importante en fuentes confiables y anime al niño a hacer lo mismo.',
          'Kiddo no reemplaza a padres, maestros ni profesionales de la salud, la psicología, el derecho o las finanzas, y no da diagnósticos ni consejos profesionales.',
          'La capa de seguridad revisa cada mensaje y cada respuesta, pero ningún filtro es perfecto: reconoce palabras y expresiones, no todos los significados, así que algo inapropiado puede pasar y algo inocente puede ser bloqueado. Por eso su supervisión sigue siendo esencial.',
          'Kiddo no sirve para emergencias. Si alguien está en riesgo, busque ayuda de inmediato. En Brasil: CVV 188 (apoyo emocional, 24 horas), Policía 190, SAMU 192 o Disque 100 (violencia contra niños y adolescentes). En otros países, llame al número de emergencias local.',
        ],
      },
      {
        id: 'suspension',
        heading: 'Suspensión y cierre',
        paragraphs: [
          'Podemos suspender o cerrar una cuenta que incumpla estos términos, que se use para fraude (como desconocer pagos legítimos) o que ponga a niños en riesgo. Siempre que sea posible, le avisamos antes por correo electrónico y explicamos el motivo; en casos graves, la suspensión puede ser inmediata.',
          `Puede eliminar su cuenta cuando quiera, en Configuración. La eliminación borra los perfiles de los niños, las conversaciones y las fotos, y no se puede deshacer. La suscripción se cancela y los tokens no usados se pierden; si hizo una compra hace menos de ${WITHDRAWAL_PERIOD_DAYS} días, pida el reembolso antes de eliminar la cuenta.`,
          `Si algún día cerramos Kiddo, le avisaremos por correo electrónico con al menos ${CHANGE_NOTICE_DAYS} días de anticipación y le devolveremos la parte proporcional de la suscripción pagada y no usada.`,
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilidades',
        paragraphs: [
          'Trabajamos para que Kiddo esté disponible, sea correcto y seguro, pero no podemos garantizar que funcione sin interrupciones: el mantenimiento y las fallas de proveedores o de internet pueden dejarlo fuera de servicio.',
          'En la medida en que la ley lo permita, no respondemos por decisiones tomadas solo con base en respuestas de la IA, por daños causados por un uso contrario a estos términos, por contraseñas y enlaces de acceso que usted comparta, ni por servicios de otras empresas (como Stripe y Google), que siguen sus propios términos.',
          'Nada de lo dispuesto en estos términos limita sus derechos como consumidor según el Código de Defensa del Consumidor de Brasil ni los derechos de su familia según la LGPD.',
        ],
      },
      {
        id: 'law-changes',
        heading: 'Ley aplicable y cambios en estos términos',
        paragraphs: [
          'Estos términos se rigen por las leyes de Brasil, en especial el Código de Defensa del Consumidor, el Marco Civil de Internet, la Ley General de Protección de Datos (LGPD) y el Estatuto del Niño y del Adolescente (ECA). Una controversia puede presentarse ante los tribunales de su domicilio, como la ley garantiza al consumidor.',
          `Antes que nada, hable con nosotros: ${SUPPORT}. Casi siempre es la forma más rápida de resolverlo.`,
          `Si cambiamos estos términos de manera relevante, le avisaremos por correo electrónico con ${CHANGE_NOTICE_DAYS} días de anticipación. Si no está de acuerdo, puede cancelar la suscripción y eliminar la cuenta antes de que el cambio entre en vigor; si sigue usando Kiddo después, acepta la nueva versión.`,
        ],
      },
    ],
  },
};
