// Quiz questions for the two quiz digital offers; each question has exactly one correct answer.
type Answer = [text: string, correct?: true];
const question = (text: string, answers: Answer[], explanation: string) => ({
  question: text,
  answers: answers.map(([answerText, correct]) => ({
    text: answerText,
    correct: correct ?? false,
  })),
  explanation,
});

export const MACHINE_QUIZ = {
  de: [
    question(
      'Wie alt ist die Dampfmaschine in der Maschinenhalle?',
      [['Gebaut 1898', true], ['Gebaut 1750'], ['Gebaut 1950']],
      'Die Maschine wurde 1898 für eine Textilfabrik gebaut und 2011 restauriert.',
    ),
    question(
      'Wofür braucht eine Dampfmaschine Wasser?',
      [
        ['Zum Kühlen der Kolben'],
        ['Es wird zu Dampf erhitzt, der die Kolben bewegt', true],
        ['Zum Schmieren der Zahnräder'],
      ],
      'Im Kessel wird Wasser erhitzt. Der Dampf drückt den Kolben hin und her.',
    ),
    question(
      'Was zeigt ein Tachometer an?',
      [['Die Temperatur'], ['Die Geschwindigkeit', true], ['Den Luftdruck'], ['Die Uhrzeit']],
      'Das griechische Wort „tachos“ bedeutet Schnelligkeit.',
    ),
    question(
      'Welche Erfindung machte Fabriken unabhängig von Flüssen?',
      [['Die Dampfmaschine', true], ['Das Wasserrad'], ['Die Windmühle']],
      'Vorher trieben meist Wasserräder die Maschinen an – Fabriken mussten an Flüssen stehen.',
    ),
    question(
      'Was ist ein Zahnradgetriebe?',
      [
        ['Ein Messgerät'],
        ['Eine Verbindung von Zahnrädern, die Kraft und Tempo überträgt', true],
        ['Ein Teil des Kessels'],
      ],
      'Große und kleine Zahnräder verändern, wie schnell und wie kräftig sich etwas dreht.',
    ),
  ],
  en: [
    question(
      'How old is the steam engine in the Machine Hall?',
      [['Built in 1898', true], ['Built in 1750'], ['Built in 1950']],
      'The engine was built in 1898 for a textile mill and restored in 2011.',
    ),
    question(
      'What does a steam engine need water for?',
      [
        ['To cool the pistons'],
        ['It is heated into steam that moves the pistons', true],
        ['To oil the gears'],
      ],
      'Water is heated in the boiler. The steam pushes the piston back and forth.',
    ),
    question(
      'What does a tachometer show?',
      [['The temperature'], ['The speed', true], ['The air pressure'], ['The time']],
      'The Greek word "tachos" means speed.',
    ),
    question(
      'Which invention freed factories from having to stand by rivers?',
      [['The steam engine', true], ['The water wheel'], ['The windmill']],
      'Before, water wheels usually drove the machines – factories had to be built by rivers.',
    ),
    question(
      'What is a gear train?',
      [
        ['A measuring device'],
        ['A set of gears that transmits force and speed', true],
        ['A part of the boiler'],
      ],
      'Large and small gears change how fast and how powerfully something turns.',
    ),
  ],
};

export const COLOUR_QUIZ = {
  de: [
    question(
      'Woraus wurde früher das Blau „Ultramarin“ gewonnen?',
      [['Aus Heidelbeeren'], ['Aus dem Halbedelstein Lapislazuli', true], ['Aus Kupferdraht']],
      'Lapislazuli war so teuer, dass Ultramarin oft mehr kostete als Gold.',
    ),
    question(
      'Welche drei Farben gelten im Malkasten als Grundfarben?',
      [['Rot, Gelb, Blau', true], ['Grün, Orange, Violett'], ['Schwarz, Weiß, Grau']],
      'Aus Rot, Gelb und Blau lassen sich viele andere Farben mischen.',
    ),
    question(
      'Was ist ein Pigment?',
      [
        ['Ein Pinsel aus Tierhaar'],
        ['Ein farbiges Pulver', true],
        ['Ein Bilderrahmen'],
        ['Ein Lösungsmittel'],
      ],
      'Pigmente sind feine farbige Teilchen. Mit einem Bindemittel werden sie zu Farbe.',
    ),
    question(
      'Warum verblassen manche Farben im Licht?',
      [
        ['Weil Licht die Farbstoffe zersetzt', true],
        ['Weil die Farbe verdunstet'],
        ['Weil der Rahmen schrumpft'],
      ],
      'Deshalb sind empfindliche Werke im Museum nur bei gedämpftem Licht zu sehen.',
    ),
  ],
  en: [
    question(
      'What was the blue "ultramarine" once made from?',
      [
        ['From blueberries'],
        ['From the semi-precious stone lapis lazuli', true],
        ['From copper wire'],
      ],
      'Lapis lazuli was so expensive that ultramarine often cost more than gold.',
    ),
    question(
      'Which three colours are the primaries in a paint box?',
      [['Red, yellow, blue', true], ['Green, orange, violet'], ['Black, white, grey']],
      'Many other colours can be mixed from red, yellow and blue.',
    ),
    question(
      'What is a pigment?',
      [
        ['A brush made of animal hair'],
        ['A coloured powder', true],
        ['A picture frame'],
        ['A solvent'],
      ],
      'Pigments are fine coloured particles. Mixed with a binder they become paint.',
    ),
    question(
      'Why do some colours fade in light?',
      [
        ['Because light breaks down the colourants', true],
        ['Because the paint evaporates'],
        ['Because the frame shrinks'],
      ],
      'That is why sensitive works are shown in the museum only under dimmed light.',
    ),
  ],
};
