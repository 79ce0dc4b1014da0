/**
 * The most common passwords of public breach lists (six characters or more, since shorter ones are
 * refused anyway), plus Spanish and Costa Rican favourites. A new password on this list is refused.
 */
const COMMON_PASSWORDS = new Set<string>([
  '000000', '000000000', '0987654321', '101010', '111111', '11111111', '111111111', '1111111111', '111222',
  '112233', '11223344', '112233445566', '121212', '121212a', '123123', '123123123', '123321', '12341234',
  '123456', '1234567', '12345678', '123456789', '1234567890', '123456789a', '1234567a', '123456a', '123456q',
  '1234qwer', '123654', '123abc', '123qwe', '131313', '147258', '147258369', '159357', '159753', '1a2b3c',
  '1a2b3c4d', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', '222222', '333333', '444444', '456789',
  '555555', '654321', '666666', '696969', '777777', '7777777', '789456', '789456123', '888888', '987654',
  '987654321', '9876543210', '999999', 'a123456', 'a12345678', 'aa123456', 'aaaaaa', 'abc123', 'abc12345',
  'abcd1234', 'abcdef', 'abcdefg', 'access', 'admin123', 'administrator', 'alajuela', 'amanda', 'amor123',
  'amorcito', 'andrew', 'apple123', 'asd123', 'asdfgh', 'asdfghjkl', 'ashley', 'austin', 'azerty',
  'azerty123', 'banana', 'barcelona', 'baseball', 'baseball1', 'batman', 'batman1', 'biteme', 'blessed',
  'buster', 'changeme', 'charlie', 'cheese', 'chelsea', 'chocolate', 'chocolate1', 'christ', 'computer',
  'computer1', 'contrasena', 'contrasena1', 'contraseña', 'contraseña1', 'corazon', 'costarica',
  'costarica1', 'dallas', 'daniel', 'dios123', 'diosesamor', 'dragon', 'dragon1', 'estrella', 'facebook',
  'familia', 'familia1', 'flower', 'football', 'football1', 'fortnite', 'freedom', 'futbol', 'futbol1',
  'george', 'ginger', 'god123', 'google', 'guanacaste', 'harley', 'hello1', 'hello123', 'hockey', 'hola123',
  'hola1234', 'holahola', 'hunter', 'iloveu', 'iloveyou', 'iloveyou1', 'instagram', 'internet', 'jennifer',
  'jessica', 'jesucristo', 'jesus1', 'jordan', 'joshua', 'killer', 'klaster', 'letmein', 'letmein1',
  'liberia', 'linkedin', 'lovely', 'loveme', 'maggie', 'mama123', 'mariposa', 'master', 'master1', 'matrix',
  'matthew', 'messi10', 'michael', 'michael1', 'michelle', 'minecraft', 'mobilemail', 'monitor',
  'monitoring', 'monkey', 'monkey1', 'montana', 'moscow', 'motdepasse', 'mustang', 'naruto', 'nicole',
  'p@ssw0rd', 'papa123', 'passw0rd', 'password', 'password1', 'password12', 'password123', 'password2',
  'passwort', 'pepper', 'pokemon', 'princesa', 'princesa1', 'princess', 'princess1', 'puravida', 'puravida1',
  'qazwsx', 'qwe123', 'qwer1234', 'qwerty', 'qwerty1', 'qwerty123', 'qwertyu', 'qwertyuiop', 'ranger',
  'realmadrid', 'robert', 'ronaldo7', 'samsung', 'saprissa', 'secret', 'senha123', 'shadow', 'shadow1',
  'soccer', 'spiderman', 'starwars', 'starwars1', 'summer', 'sunshine', 'sunshine1', 'superman', 'superman1',
  'tamarindo', 'taylor', 'teamo123', 'tequiero', 'thomas', 'thunder', 'tigger', 'trustno1', 'twitter',
  'welcome', 'welcome1', 'whatever', 'yankees', 'youtube', 'zaq12wsx', 'zxc123', 'zxcvbn', 'zxcvbnm',
  'zxcvbnm1',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
