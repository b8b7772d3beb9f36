import type { Animal, ChineseElement } from "../constants";

export interface AnimalReading {
  reading: string;
  /** One line for each of the five year elements. */
  elements: Record<ChineseElement, string>;
}

/** The twelve animals of the Chinese zodiac. Original writing for Three Skies. */
export const ANIMAL_READINGS: Record<Animal, AnimalReading> = {
  Rat: {
    reading:
      "The Rat opens the twelve-year cycle, and legend says it won the great race by riding on the Ox's back and leaping ahead at the finish. That story captures your gifts: resourcefulness, quick perception and a talent for spotting opportunity where others see only clutter. You are sociable and charming, with a sharp eye for value and a habit of saving for a rainy day. Beneath the wit you are deeply loyal to family and close friends. Restlessness and worry are your shadows, so a secure base lets your cleverness shine.",
    elements: {
      Wood: "Wood Rats are creative planners who build generous networks and love learning new skills.",
      Fire: "Fire Rats are bold, adventurous and quick-tempered, happiest when life moves at speed.",
      Earth: "Earth Rats are practical and prudent, steady savers with a talent for long-term security.",
      Metal: "Metal Rats are determined and discerning, with refined taste and strong principles.",
      Water: "Water Rats are intuitive communicators who read people easily and adapt to any current.",
    },
  },
  Ox: {
    reading:
      "The Ox is the patient worker of the zodiac, pulling the plough season after season without complaint. Born in an Ox year, you are dependable, methodical and strong-willed, with a quiet authority that does not need to announce itself. You prefer deeds to promises and tradition to fashion, and you finish what you start. People lean on you in hard times because you do not panic. Your stubbornness can make change feel like an insult, yet when you choose to move, your momentum is nearly unstoppable and your results endure.",
    elements: {
      Wood: "Wood Oxen are cooperative and principled, more flexible and sociable than other Oxen.",
      Fire: "Fire Oxen are forceful and proud, natural leaders with a strong sense of justice.",
      Earth: "Earth Oxen are the most grounded of all, patient, honest and immensely reliable.",
      Metal: "Metal Oxen are resolute and tireless, capable of remarkable endurance for their goals.",
      Water: "Water Oxen are calm and realistic, persuasive through patience rather than force.",
    },
  },
  Tiger: {
    reading:
      "The Tiger strides through the zodiac with courage and magnetism. If you were born in a Tiger year you are passionate, daring and protective of the underdog, drawn to causes and challenges that would frighten more cautious souls. You have a natural charisma and a restless appetite for experience, and routine cages you. Your emotions are strong and honest, sometimes volatile. When you channel your bravery with a little forethought, you become an inspiring leader, a generous friend and a formidable opponent of injustice wherever you find it.",
    elements: {
      Wood: "Wood Tigers are open-minded and tolerant, charming team players with wide interests.",
      Fire: "Fire Tigers are dramatic and energetic, bursting with enthusiasm and impatience alike.",
      Earth: "Earth Tigers are more thoughtful and fair, steady in judgement and loyal in friendship.",
      Metal: "Metal Tigers are assertive and ambitious, determined to win and hard to deflect.",
      Water: "Water Tigers are perceptive and calm under pressure, guided by a strong intuition.",
    },
  },
  Rabbit: {
    reading:
      "The Rabbit is the diplomat of the zodiac, gentle, elegant and quietly clever. Born in a Rabbit year, you prefer harmony to confrontation and have a gift for smoothing tension with tact and good taste. You notice beauty, comfort and atmosphere, and you create homes and friendships that feel safe. Beneath your soft manner lies careful judgement; you rarely act without thinking through the consequences. Overcaution can hold you back, yet your patience and sensitivity often bring you further than louder, hastier people ever get.",
    elements: {
      Wood: "Wood Rabbits are generous and understanding, happiest within a warm, close community.",
      Fire: "Fire Rabbits are expressive and warm, more outgoing and adventurous than most Rabbits.",
      Earth: "Earth Rabbits are sensible and grounded, prudent with resources and steady in love.",
      Metal: "Metal Rabbits are ambitious and discerning, with firm opinions beneath their grace.",
      Water: "Water Rabbits are deeply sensitive and artistic, attuned to feelings around them.",
    },
  },
  Dragon: {
    reading:
      "The Dragon is the only mythical creature among the twelve, and it carries the symbolism of imperial power and good fortune. Born in a Dragon year, you are vibrant, ambitious and larger than life, with energy that can fill a stadium or a small kitchen. You set high goals and expect a lot from yourself and others. People are drawn to your confidence, though your impatience and pride can make you hard to argue with. When your vitality serves a worthy purpose, you achieve things others would call impossible.",
    elements: {
      Wood: "Wood Dragons are creative and inventive, balancing vision with generosity toward others.",
      Fire: "Fire Dragons are intensely passionate and competitive, born to lead and to perform.",
      Earth: "Earth Dragons are composed and practical, turning grand dreams into working plans.",
      Metal: "Metal Dragons are strong-willed and uncompromising, fiercely honest and driven.",
      Water: "Water Dragons are calm and far-seeing, combining power with diplomacy and patience.",
    },
  },
  Snake: {
    reading:
      "The Snake is the sage of the zodiac, wise, elegant and deeply perceptive. Born in a Snake year, you observe quietly, think carefully and act only when the moment is right, often surprising others with the precision of your timing. You have refined tastes, a mysterious charm and an intuition that reads situations accurately. Privacy matters to you and you may keep your plans hidden. Possessiveness or suspicion can shadow your relationships, yet your insight, composure and strategic mind make you a trusted adviser and a magnetic companion.",
    elements: {
      Wood: "Wood Snakes are artistic and compassionate, with a love of beauty and learning.",
      Fire: "Fire Snakes are charismatic and intense, persuasive when they decide to speak up.",
      Earth: "Earth Snakes are steady and reliable, warm-hearted under a calm exterior.",
      Metal: "Metal Snakes are independent and determined, with sharp judgement and high standards.",
      Water: "Water Snakes are intellectual and shrewd, skilled at reading hidden motives.",
    },
  },
  Horse: {
    reading:
      "The Horse gallops through the zodiac with freedom in its mane. Born in a Horse year, you are energetic, sociable and independent, happiest when you are moving, travelling or chasing an exciting project. You are quick-witted and persuasive, and your enthusiasm lifts everyone around you. Restlessness is the cost of that spirit: you can lose interest once the thrill fades, and you hate being tied down. Give yourself room to roam and a goal worth the race, and your stamina and warmth will carry you remarkably far.",
    elements: {
      Wood: "Wood Horses are cooperative and cheerful, more patient and reasonable than their kin.",
      Fire: "Fire Horses are famously passionate and headstrong, living at an exhilarating pace.",
      Earth: "Earth Horses are sensible and kind, able to slow down and plan their route carefully.",
      Metal: "Metal Horses are fiercely independent and tenacious, refusing every rein and halter.",
      Water: "Water Horses are adaptable and witty, wonderful communicators with changing moods.",
    },
  },
  Goat: {
    reading:
      "The Goat, also called the Sheep or Ram, is the artist and peacemaker of the zodiac. Born in a Goat year, you are gentle, imaginative and compassionate, with a strong feel for beauty and a wish for harmony in your surroundings. You tend to work best in a supportive group and can be surprisingly persistent in pursuit of what you love. Worry and indecision may trouble you when life feels unstable. With a secure home and appreciative company, your creativity and kindness flourish in ways that enrich everyone nearby.",
    elements: {
      Wood: "Wood Goats are kind and generous, always ready to help and easily moved by others.",
      Fire: "Fire Goats are bold and expressive, more confident and dramatic than other Goats.",
      Earth: "Earth Goats are optimistic and steady, devoted to family and responsible at work.",
      Metal: "Metal Goats are resilient and artistic, hiding a tender heart behind poise.",
      Water: "Water Goats are intuitive and diplomatic, sensitive to every shift of atmosphere.",
    },
  },
  Monkey: {
    reading:
      "The Monkey is the zodiac's clever trickster, inventive, playful and endlessly curious. Born in a Monkey year, you solve problems that baffle others and enjoy doing it with style. You learn fast, improvise brilliantly and bring humour to any gathering. Boredom is your enemy, and you may leap between projects or bend the rules just to see what happens. Your wit can occasionally turn mischievous. When you pair your ingenuity with commitment, you become a creative force who can make almost anything work.",
    elements: {
      Wood: "Wood Monkeys are communicative and inventive, with strong principles under the fun.",
      Fire: "Fire Monkeys are energetic and competitive, charismatic and a little reckless.",
      Earth: "Earth Monkeys are calmer and more studious, reliable when it matters most.",
      Metal: "Metal Monkeys are self-reliant and ambitious, clever strategists in business and life.",
      Water: "Water Monkeys are perceptive and flexible, secretive about their true intentions.",
    },
  },
  Rooster: {
    reading:
      "The Rooster greets the dawn, and people born in its year share that sense of punctuality, pride and purpose. You are observant, hardworking and honest to the point of bluntness, with high standards for yourself and others. You enjoy looking your best and organising your world with care. Your confidence can read as vanity and your candour as criticism, yet those who know you value your reliability and courage. When you soften your delivery without softening your principles, your clear vision helps everyone get up and going.",
    elements: {
      Wood: "Wood Roosters are idealistic and cooperative, eager to improve the world around them.",
      Fire: "Fire Roosters are dynamic and outspoken, with dramatic flair and strong leadership.",
      Earth: "Earth Roosters are diligent and analytical, precise in their work and dependable.",
      Metal: "Metal Roosters are decisive and exacting, the most determined of the Rooster family.",
      Water: "Water Roosters are articulate and thoughtful, persuasive and unusually tactful.",
    },
  },
  Dog: {
    reading:
      "The Dog is the most loyal of the twelve animals and a natural guardian. Born in a Dog year, you are honest, fair-minded and protective of those you love, with an instinct for spotting injustice and standing against it. Friends trust you completely because you keep your word and your secrets. You can be anxious and pessimistic, worrying about what might go wrong. When you feel safe and valued, your warmth, devotion and straightforward decency make you one of the best companions anyone could hope for.",
    elements: {
      Wood: "Wood Dogs are gentle and understanding, team players who value harmony and warmth.",
      Fire: "Fire Dogs are lively and brave, charismatic defenders of what they believe is right.",
      Earth: "Earth Dogs are patient and responsible, calm counsellors in difficult times.",
      Metal: "Metal Dogs are steadfast and principled, uncompromising when loyalty is tested.",
      Water: "Water Dogs are perceptive and kind-hearted, generous listeners with quiet wisdom.",
    },
  },
  Pig: {
    reading:
      "The Pig closes the twelve-year cycle with warmth, generosity and an honest appetite for life. Born in a Pig year, you are good-natured, sincere and tolerant, slow to judge and quick to share. You enjoy comfort, good food and the company of friends, and you work hard to provide for the people you love. Your trust can be taken advantage of, and indulgence may tempt you. Yet your kindness, optimism and resilience bring you real luck, and many people consider you the most genuine friend they have.",
    elements: {
      Wood: "Wood Pigs are compassionate and cooperative, eager to bring people together.",
      Fire: "Fire Pigs are passionate and energetic, courageous and generous to a fault.",
      Earth: "Earth Pigs are patient and sociable, loving a secure home and a close family.",
      Metal: "Metal Pigs are strong and outspoken, loyal friends with a stubborn streak.",
      Water: "Water Pigs are diplomatic and gentle, intuitive about what others need.",
    },
  },
};
